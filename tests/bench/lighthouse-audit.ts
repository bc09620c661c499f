import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median } from './median';

const run = promisify(execFile);

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Lhr {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse mobile run (its default profile: simulated slow 4G and a 4x slower CPU). */
async function auditOnce(url: string, chromePath: string): Promise<LighthouseFigures | null> {
  const dir = await mkdtemp(join(tmpdir(), 'novavox-lh-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      'pnpm',
      [
        'exec',
        'lighthouse',
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic',
      ],
      { cwd: join(import.meta.dirname, '..'), env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 << 20 },
    );
    const lhr = JSON.parse(await readFile(output, 'utf8')) as Lhr;
    if (lhr.runtimeError) return null;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
    };
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function medianFigures(results: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

export interface SideBySide {
  page: LighthouseFigures;
  floor: LighthouseFigures;
}

/**
 * The page and its floor (the same HTML without scripts) audited in turns, run by run, so that both columns
 * meet the same load on a shared machine; the median of `runs` successful runs of each (a failed run, about 1
 * in 25 with NO_NAVSTART, is repeated).
 */
export async function lighthouseSideBySide(
  pageUrl: string,
  floorUrl: string,
  chromePath: string,
  runs = 3,
): Promise<SideBySide> {
  const page: LighthouseFigures[] = [];
  const floor: LighthouseFigures[] = [];
  for (let attempt = 0; (page.length < runs || floor.length < runs) && attempt < runs + 3; attempt++) {
    if (page.length < runs) {
      const figures = await auditOnce(pageUrl, chromePath);
      if (figures) page.push(figures);
    }
    if (floor.length < runs) {
      const figures = await auditOnce(floorUrl, chromePath);
      if (figures) floor.push(figures);
    }
  }
  if (page.length === 0 || floor.length === 0) throw new Error(`Lighthouse could not audit ${pageUrl} and its floor`);
  return { page: medianFigures(page), floor: medianFigures(floor) };
}
