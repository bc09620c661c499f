import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';

/** The example alert rules, scrape configuration and dashboard checked in beside the api (docs/observability.md). */
const folder = fileURLToPath(new URL('../../observability/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const read = (name: string) => readFileSync(join(folder, name), 'utf8');

/** promtool from Debian's prometheus package: on PATH, or where `.ci/ensure-tools.sh --promtool` unpacks it. */
function promtool(): string {
  const unpacked = join(repoRoot, '.tools/prometheus/usr/bin/promtool');
  if (spawnSync('promtool', ['--version']).status === 0) return 'promtool';
  if (existsSync(unpacked)) return unpacked;
  throw new Error('promtool is not installed: run `bash .ci/ensure-tools.sh --promtool` (Debian package prometheus)');
}

function runPromtool(args: string[]) {
  const result = spawnSync(promtool(), args, { cwd: folder, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
}
const dashboard = JSON.parse(read('grafana-dashboard.json')) as Dashboard;
const dashboardExprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));

describe('promtool', () => {
  it('checks the alert rules', () => {
    const result = runPromtool(['check', 'rules', 'alert-rules.yml']);
    expect(result.output).toContain('SUCCESS: 13 rules found');
    expect(result.status).toBe(0);
  });

  it('fires the alerts the hand-made series of alert-rules.test.yml call for, and no others', () => {
    const result = runPromtool(['test', 'rules', 'alert-rules.test.yml']);
    expect(result.output).toContain('SUCCESS');
    expect(result.status).toBe(0);
  });

  it('checks the scrape configuration', () => {
    const result = runPromtool(['check', 'config', '--syntax-only', 'prometheus.yml']);
    expect(result.status, result.output).toBe(0);
  });

  it("parses every dashboard query (as recording rules, Grafana's interval variables made concrete)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'novavox-dashboard-'));
    try {
      const rules = dashboardExprs.map(
        (expr, i) =>
          `      - record: novavox_dashboard_panel_${i}\n        expr: ${JSON.stringify(expr.replaceAll('$__rate_interval', '5m').replaceAll('$__range', '6h'))}`,
      );
      writeFileSync(join(dir, 'dashboard.yml'), `groups:\n  - name: dashboard\n    rules:\n${rules.join('\n')}\n`);
      const result = spawnSync(promtool(), ['check', 'rules', join(dir, 'dashboard.yml')], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`).toContain(`SUCCESS: ${dashboardExprs.length} rules found`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('metric names', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** Every series name a scrape of a running api can carry, from its `# TYPE` lines (histograms' parts included). */
  async function exported(): Promise<Set<string>> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const names = new Set<string>();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      if (!name) continue;
      names.add(name);
      if (type === 'histogram') for (const part of ['_bucket', '_sum', '_count']) names.add(name + part);
      if (type === 'summary') for (const part of ['_sum', '_count']) names.add(name + part);
    }
    return names;
  }
  const namesIn = (text: string) => new Set(text.match(/\bnovavox_[a-z0-9_]+/g) ?? []);

  it('every metric the alert rules, the dashboard and docs/observability.md name is one the api exports', async () => {
    const names = await exported();
    const docs = readFileSync(join(repoRoot, 'docs/observability.md'), 'utf8');
    for (const [source, text] of [
      ['alert-rules.yml', read('alert-rules.yml')],
      ['grafana-dashboard.json', dashboardExprs.join('\n')],
      ['docs/observability.md', docs],
    ] as const) {
      const used = [...namesIn(text)];
      expect(used.length, source).toBeGreaterThan(5);
      expect(
        used.filter((name) => !names.has(name)),
        `${source} names metrics the api does not export`,
      ).toEqual([]);
    }
    // The rules' test series are real names too, so the test exercises the rules as they read real scrapes.
    expect([...namesIn(read('alert-rules.test.yml'))].filter((name) => !names.has(name))).toEqual([]);
  });

  it('the rules and the dashboard read the job the scrape configuration names', () => {
    expect(read('prometheus.yml')).toMatch(/job_name: novavox-api$/m);
    for (const expr of [read('alert-rules.yml'), ...dashboardExprs].join('\n').match(/job="[^"]*"/g) ?? [])
      expect(expr).toBe('job="novavox-api"');
  });
});
