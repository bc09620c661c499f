/**
 * Load benchmark: drives POST /forms/waitlist and POST /events over loopback from this process against an api
 * in a second process (started here with a throw-away database, or the one at BENCH_URL), then prints
 * requests per second and p50/p99 latency. Bounded in both count and time, so it always ends.
 *
 *   pnpm --filter @novavox/api bench
 *   BENCH_REQUESTS=20000 BENCH_CONCURRENCY=64 BENCH_SECONDS=30 pnpm --filter @novavox/api bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const requests = positive('BENCH_REQUESTS', 5000);
const concurrency = positive('BENCH_CONCURRENCY', 32);
const seconds = positive('BENCH_SECONDS', 15);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

interface Scenario {
  name: string;
  path: string;
  body: (i: number) => string;
}

const runId = Date.now().toString(36);
const scenarios: Scenario[] = [
  {
    name: 'POST /forms/waitlist',
    path: '/forms/waitlist',
    // Every fifth sign-up repeats an earlier e-mail, so the update path is measured too.
    body: (i) =>
      JSON.stringify({
        firstName: 'Bench',
        lastName: 'Mark',
        email: `bench-${runId}-${i % 5 === 4 ? i - 1 : i}@example.com`,
        source: 'bench',
        receiveUpdates: true,
      }),
  },
  {
    name: 'POST /events (batch of 10)',
    path: '/events',
    body: (i) =>
      JSON.stringify({
        events: Array.from({ length: 10 }, (_, k) =>
          k === 9
            ? { name: 'page_view', page_path: '/', visitor_id: `bench-${i}` }
            : {
                name: k % 3 === 0 ? 'experiment_conversion' : 'experiment_impression',
                experiment_id: 'cta_button_color',
                variant_id: 'ABCD'[k % 4],
                visitor_id: `bench-${i}`,
              },
        ),
      }),
  },
];

async function startApi(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'novavox-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      PATH: process.env.PATH,
      API_DB_PATH: join(dir, 'bench.db'),
      API_PORT: '0',
      FORM_RATE_LIMIT_PER_MINUTE: '100000000',
      EVENTS_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`api exited (${code}) before listening`)));
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    },
  };
}

function post(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function run(base: string, scenario: Scenario) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(scenario.path, base);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < requests && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        const status = await post(agent, url, scenario.body(i));
        latencies.push(performance.now() - t0);
        if (status < 200 || status > 299) failures.set(`HTTP ${status}`, (failures.get(`HTTP ${status}`) ?? 0) + 1);
      } catch (error) {
        const key = error instanceof Error ? error.message : String(error);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    endpoint: scenario.name,
    requests: latencies.length,
    errors: [...failures.values()].reduce((sum, n) => sum + n, 0),
    seconds: Number(elapsed.toFixed(2)),
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': Number(percentile(latencies, 50).toFixed(2)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(2)),
    'max ms': Number((latencies.at(-1) ?? Number.NaN).toFixed(2)),
    failures: Object.fromEntries(failures),
  };
}

const external = process.env.BENCH_URL?.replace(/\/+$/, '');
const api = external ? { url: external, stop: () => undefined } : await startApi();
console.log(
  `Benchmarking ${api.url}${external ? '' : ' (api in a child process, temporary database)'}: up to ${requests} requests or ${seconds} s per endpoint, ${concurrency} concurrent`,
);
try {
  const results = [];
  for (const scenario of scenarios) results.push(await run(api.url, scenario));
  console.table(results.map(({ failures, ...row }) => row));
  for (const { endpoint, failures } of results) {
    if (Object.keys(failures).length > 0) console.error(`${endpoint} failures:`, failures);
  }
  if (results.some((result) => result.errors > 0)) process.exitCode = 1;
} finally {
  api.stop();
}
