import type { ExperimentId, ExperimentState, VariantKey } from '@novavox/contracts-experiments';

/** A run the watch reads: running or paused. */
export type WatchedRun = Extract<ExperimentState, { status: 'running' | 'paused' }>;

/** The card's first line when it tells the marketer to stop (the shared verdict's `decisiveLine`), or null. */
export type RunLine =
  | { kind: 'ship'; variant: VariantKey }
  | { kind: 'stop-keep-control' }
  | { kind: 'no-difference' }
  | null;

export interface RunVerdict {
  line: RunLine;
  /** The figures behind it, in words, for the team's e-mail. */
  lines: string[];
}

export type ReadRunVerdict = (id: ExperimentId, run: WatchedRun, at: Date) => Promise<RunVerdict | null>;
