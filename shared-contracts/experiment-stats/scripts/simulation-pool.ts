/**
 * Runs simulated experiments in batches on worker threads, and keeps adding batches to a line until every rate it
 * prints is known to ±0.5 points (95 % Wilson interval): at least `MINIMUM_EXPERIMENTS` per line. Each batch has
 * its own seed derived from the line's seed and the batch's number, so the figures do not depend on the number of
 * workers, only on the seed.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  emptyFirstLines,
  type SimulationOptions,
  type SimulationResult,
  simulateExperiments,
} from '../src/aa-simulation';
import { halfWidth } from '../src/simulation-report';

export { dayQuantileWithInterval, rateWithInterval } from '../src/simulation-report';

export const MINIMUM_EXPERIMENTS = 20_000;
/** The widest 95 % half-width a printed rate may have, in parts of 1 (0.5 points). */
export const PRECISION = 0.005;
const BATCH = 2_500;
const MAXIMUM_EXPERIMENTS = 400_000;

export type LineOptions = Omit<SimulationOptions, 'experiments'>;

interface Job {
  options: SimulationOptions;
  resolve: (result: SimulationResult) => void;
  reject: (error: unknown) => void;
}

export class SimulationPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly workers: Worker[] = [];

  constructor(readonly size: number) {
    for (let index = 0; index < size; index++) {
      const worker = new Worker(new URL('./simulation-worker.ts', import.meta.url));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  run(options: SimulationOptions): Promise<SimulationResult> {
    // One thread: no worker at all.
    if (this.size === 0) return Promise.resolve(simulateExperiments(options));
    return new Promise((resolve, reject) => {
      this.queue.push({ options, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    const worker = this.idle.pop();
    const job = this.queue.shift();
    if (!job) {
      if (worker) this.idle.push(worker);
      return;
    }
    if (!worker) {
      this.queue.unshift(job);
      return;
    }
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      this.idle.push(worker);
      this.next();
    };
    const onMessage = (result: SimulationResult) => {
      done();
      job.resolve(result);
    };
    const onError = (error: unknown) => {
      done();
      job.reject(error);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(job.options);
  }

  close(): Promise<number[]> {
    return Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** `--workers N` (default: the machine's cores); 1 runs everything on the main thread. */
export function poolSize(requested: number | null): number {
  const size = requested ?? availableParallelism();
  return size <= 1 ? 0 : size;
}

/** The rates a line prints, as counts of its experiments. */
export type LineRates = (result: SimulationResult) => number[];

function merge(results: readonly SimulationResult[]): SimulationResult {
  const firstLines = emptyFirstLines();
  for (const result of results) {
    for (const key of Object.keys(firstLines) as (keyof typeof firstLines)[]) firstLines[key] += result.firstLines[key];
  }
  const sum = (pick: (result: SimulationResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    experiments: sum((result) => result.experiments),
    arms: results[0]?.arms ?? 0,
    declared: sum((result) => result.declared),
    shipped: sum((result) => result.shipped),
    trueWins: sum((result) => result.trueWins),
    firstLines,
    firstWinDays: results.flatMap((result) => result.firstWinDays),
  };
}

/** Batch `index` of a line seeded `seed`: a distinct, reproducible seed per batch. */
const batchSeed = (seed: number, index: number) => (Math.imul(seed ^ 0x9e3779b9, 2654435761) + index * 7919) >>> 0;

/** Runs one line: batches until every rate of `rates` is within ±PRECISION, from MINIMUM_EXPERIMENTS (or `at least`). */
export async function simulateLine(
  pool: SimulationPool,
  options: LineOptions,
  rates: LineRates,
  atLeast = MINIMUM_EXPERIMENTS,
): Promise<SimulationResult> {
  const results: SimulationResult[] = [];
  const batches = async (count: number) => {
    const start = results.length;
    const done = await Promise.all(
      Array.from({ length: count }, (_, offset) =>
        pool.run({ ...options, experiments: BATCH, seed: batchSeed(options.seed, start + offset) }),
      ),
    );
    results.push(...done);
  };
  await batches(Math.ceil(atLeast / BATCH));
  let merged = merge(results);
  while (
    merged.experiments < MAXIMUM_EXPERIMENTS &&
    rates(merged).some((count) => halfWidth(count, merged.experiments) >= PRECISION)
  ) {
    await batches(Math.max(1, pool.size));
    merged = merge(results);
  }
  return merged;
}
