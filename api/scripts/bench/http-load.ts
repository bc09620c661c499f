import { Agent, request } from 'node:http';
import { errorMessage } from '@novavox/contracts-experiments/error-message';

/** A fixed-size latency sample: p50, p99 and the worst, in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest rank in an ascending sample: the smallest value with at least `p` % of the sample at or below it. */
const nearestRank = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** The scripts' one percentile, by nearest rank (p50 of 1, 2, 3, 4 is 2); NaN for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  return nearestRank(
    [...values].sort((a, b) => a - b),
    p,
  );
}

export function summarize(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: nearestRank(sorted, 50),
    p99: nearestRank(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function send(
  agent: Agent,
  url: URL,
  options: { method: 'GET' } | { method: 'POST'; body: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = options.method === 'POST' ? options.body : undefined;
    const req = request(
      url,
      {
        method: options.method,
        agent,
        headers: body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : undefined,
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

export interface Scenario {
  name: string;
  path: string;
  body: (i: number) => string;
}

export interface LoadResult {
  endpoint: string;
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  latency: LatencySummary;
  failures: Record<string, number>;
}

/** Posts `scenario` bodies from `concurrency` lanes until `requests` are done or `seconds` have passed. */
export async function runLoad(
  base: string,
  scenario: Scenario,
  limits: { requests: number; concurrency: number; seconds: number },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: limits.concurrency });
  const url = new URL(scenario.path, base);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const deadline = performance.now() + limits.seconds * 1000;
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < limits.requests && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        const status = await send(agent, url, { method: 'POST', body: scenario.body(i) });
        latencies.push(performance.now() - t0);
        if (status < 200 || status > 299) failures.set(`HTTP ${status}`, (failures.get(`HTTP ${status}`) ?? 0) + 1);
      } catch (error) {
        const key = errorMessage(error);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, lane));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    endpoint: scenario.name,
    requests: latencies.length,
    errors: [...failures.values()].reduce((sum, n) => sum + n, 0),
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    latency: summarize(latencies),
    failures: Object.fromEntries(failures),
  };
}
