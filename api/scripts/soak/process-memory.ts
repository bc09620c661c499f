import { readFile } from 'node:fs/promises';
import { childPids } from '@novavox/contracts-site/child-pids';

/** One api process's memory at one moment, in bytes (heap figures from its /metrics; null when not served). */
export interface MemorySample {
  rss: number;
  heapUsed: number | null;
  heapTotal: number | null;
  /** Memory of C++ objects bound to JS ones (Buffers, better-sqlite3's and pg's native side) outside the V8 heap. */
  external: number | null;
}

/** The resident set size in /proc/<pid>/status ("VmRSS:   123456 kB"), in bytes. */
export function residentBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error('No VmRSS line in the process status');
  return Number(match[1]) * 1024;
}

/**
 * The value of an unlabelled sample in Prometheus' text format (`name 123` or `name 1.5e+7`), or null when the
 * text has none; prom-client's default metrics carry the process's heap this way.
 */
export function metricValue(text: string, name: string): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name} `)) continue;
    const value = Number(
      line
        .slice(name.length + 1)
        .trim()
        .split(' ')[0],
    );
    return Number.isFinite(value) ? value : null;
  }
  return null;
}

/** The api's default metrics (api-metrics.ts registers them with this prefix). */
const PREFIX = 'novavox_api_';

/** The heap figures of a /metrics answer. */
export function heapFigures(metrics: string): Omit<MemorySample, 'rss'> {
  return {
    heapUsed: metricValue(metrics, `${PREFIX}nodejs_heap_size_used_bytes`),
    heapTotal: metricValue(metrics, `${PREFIX}nodejs_heap_size_total_bytes`),
    external: metricValue(metrics, `${PREFIX}nodejs_external_memory_bytes`),
  };
}

export async function readResidentBytes(pid: number): Promise<number> {
  return residentBytes(await readFile(`/proc/${pid}/status`, 'utf8'));
}

/** The processes whose parent is `parent` (childPids), with their command line and environment. */
export async function childProcesses(
  parent: number,
): Promise<{ pid: number; command: string; env: Map<string, string> }[]> {
  const children = [];
  for (const pid of await childPids(parent)) {
    try {
      const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ').trim();
      const env = new Map(
        (await readFile(`/proc/${pid}/environ`, 'utf8'))
          .split('\0')
          .filter((pair) => pair.includes('='))
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
      );
      children.push({ pid, command, env });
    } catch {
      // The process ended while it was read.
    }
  }
  return children;
}

/** Least-squares slope of y over x (bytes per second when x is seconds): the trend of a noisy curve. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? Number.NaN : num / den;
}
