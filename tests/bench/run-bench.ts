import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { siteRoutes } from '@novavox/shared-contracts/routes';
import { origin, portOffset } from '../support/site';
import { buildReference } from './build-reference';
import { interactionTimings } from './interaction-timings';
import { type JsPart, jsBeforeInteractive, jsBytesOfFolder, platformBytes, SHELL_ROUTER_PART } from './js-bytes';
import { type LighthouseFigures, lighthouseMedian } from './lighthouse-audit';

/**
 * `pnpm bench`: builds the site as `npm run site` does, serves it on its own ports, and prints figures with
 * the budgets they meet or miss. It reports; it never fails on a missed budget (figures vary from run to run).
 * Options: --skip-build, --runs N (Lighthouse runs per route, default 3), --routes /,/tos, --js-only (only the
 * JavaScript before / is interactive, for a quick look at a bundle change on a loaded machine)
 */
const workspace = resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const publicRoutes = siteRoutes.filter((route) => route.indexable).map((route) => route.path);
const routes = option('--routes')?.split(',') ?? publicRoutes;
const jsOnly = args.includes('--js-only');

const apps = ['mf-marketing', 'mf-voice', 'mf-experiments', 'mf-legal', 'shell'];

function timed(label: string, command: string[]): number {
  const started = performance.now();
  execFileSync('pnpm', command, { cwd: workspace, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label.padEnd(22)} ${seconds.toFixed(1)} s`);
  return Number(seconds.toFixed(1));
}

async function startSite(): Promise<ChildProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'novavox-bench-'));
  const site = spawn('pnpm', ['serve'], {
    cwd: workspace,
    env: {
      ...process.env,
      NOVAVOX_PORT_OFFSET: String(portOffset),
      API_DB_PATH: join(dataDir, 'bench.db'),
      RELEASES_DIR: join(dataDir, 'releases'),
    },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${origin('shell')}/remotes.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return site;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The site did not start on ${origin('shell')}`);
}

type Budget = { name: string; value: number; limit: number; unit: string; atLeast?: boolean };
const verdict = (budget: Budget) =>
  (budget.atLeast ? budget.value >= budget.limit : budget.value <= budget.limit) ? 'met' : 'MISSED';

function printJsParts(jsParts: JsPart[], jsTotal: number, jsPlatform: number): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log('\nJS downloaded before / is interactive (gzip -9)');
  console.table(jsParts.map((part) => ({ part: part.part, files: part.files, KB: kb(part.gzipBytes) })));
  const router = jsParts.find((part) => part.part === SHELL_ROUTER_PART)?.gzipBytes ?? 0;
  console.log(`  total ${kb(jsTotal)} KB; the shell's router (react-router-dom, tree-shaken) ${kb(router)} KB of it`);
  console.log(
    `  of which React, the MF runtime and the remote's container: ${kb(jsPlatform)} KB; the site's own code: ${kb(jsTotal - jsPlatform)} KB`,
  );
}

async function main(): Promise<void> {
  const buildSeconds: Record<string, number> = {};
  if (!args.includes('--skip-build')) {
    console.log('Build times');
    for (const app of apps) buildSeconds[app] = timed(app, ['--filter', `@novavox/${app}`, 'run', 'build']);
    buildSeconds.prerender = timed('prerender', ['run', 'prerender']);
  }

  const site = await startSite();
  try {
    console.log(`\nMeasuring ${origin('shell')} …`);
    const jsParts = await jsBeforeInteractive('/', chromePath);
    const jsTotal = jsParts.reduce((sum, part) => sum + part.gzipBytes, 0);
    const jsPlatform = platformBytes(jsParts);
    if (jsOnly) {
      printJsParts(jsParts, jsTotal, jsPlatform);
      return;
    }
    const referenceBytes = await jsBytesOfFolder(await buildReference(join(workspace, '.bench', 'reference')));
    const timings = await interactionTimings(chromePath);
    const lighthouse: Record<string, LighthouseFigures> = {};
    for (const route of routes) {
      lighthouse[route] = await lighthouseMedian(`${origin('shell')}${route}`, chromePath, runs);
      const f = lighthouse[route];
      console.log(
        `  lighthouse ${route.padEnd(19)} perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} LCP ${f.lcpMs} ms TBT ${f.tbtMs} ms CLS ${f.cls}`,
      );
    }

    printJsParts(jsParts, jsTotal, jsPlatform);
    console.log(
      `  plain React reference ${(referenceBytes / 1024).toFixed(1)} KB; ratio ${(jsTotal / referenceBytes).toFixed(2)}×`,
    );
    console.log('\nLighthouse, mobile, median of', runs);
    console.table(Object.fromEntries(Object.entries(lighthouse)));
    console.log(
      `\nDialog open after click: ${timings.dialogOpenMs} ms; fallback of a down remote: ${timings.fallbackMs} ms`,
    );

    const home = lighthouse['/'];
    const budgets: Budget[] = [
      ...(home
        ? [
            { name: '/ performance', value: home.performance, limit: 98, unit: '', atLeast: true },
            { name: '/ LCP', value: home.lcpMs, limit: 1200, unit: 'ms' },
            { name: '/ TBT', value: home.tbtMs, limit: 50, unit: 'ms' },
            { name: '/ CLS', value: home.cls, limit: 0.01, unit: '' },
          ]
        : []),
      { name: '/ JS before interactive', value: Math.round(jsTotal / 1024), limit: 100, unit: 'KB' },
      ...Object.entries(lighthouse).flatMap(([route, f]) => [
        { name: `${route} accessibility`, value: f.accessibility, limit: 100, unit: '', atLeast: true },
        { name: `${route} best practices`, value: f.bestPractices, limit: 100, unit: '', atLeast: true },
        { name: `${route} SEO`, value: f.seo, limit: 100, unit: '', atLeast: true },
      ]),
      { name: 'dialog open after click', value: timings.dialogOpenMs, limit: 150, unit: 'ms' },
      { name: 'fallback when a remote is down', value: timings.fallbackMs, limit: 1000, unit: 'ms' },
    ];
    console.log('\nBudgets');
    console.table(
      budgets.map((b) => ({
        budget: b.name,
        value: `${b.value} ${b.unit}`.trim(),
        limit: `${b.atLeast ? '≥' : '≤'} ${b.limit} ${b.unit}`.trim(),
        verdict: verdict(b),
      })),
    );

    const report = {
      at: new Date().toISOString(),
      buildSeconds,
      jsParts,
      jsTotal,
      jsPlatform,
      referenceBytes,
      timings,
      lighthouse,
      budgets: budgets.map((b) => ({ ...b, verdict: verdict(b) })),
    };
    await mkdir(join(workspace, '.bench'), { recursive: true });
    const file = join(workspace, '.bench', `bench-${report.at.replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${file}`);
  } finally {
    if (site.pid) process.kill(-site.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
