import type { DayRange } from '../stats/day-range';
import { MAX_CLIENT_AGE_MS } from './event-ingest';
import { addFigures, type ExperimentFigures } from './experiment-figures';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Ingest dates an event by the browser's clock only within MAX_CLIENT_AGE_MS of the time it is received, else by
 * that time, so no counter row of an older day is ever written again: those days are settled. Two days more
 * allow for api processes whose clocks differ.
 */
const SETTLED_AFTER_MS = MAX_CLIENT_AGE_MS + 2 * DAY_MS;
/** Ranges whose settled days are kept: the dashboard's five and a few chosen dates. */
const MAX_KEPT = 16;

export interface SettledFigures {
  /** The range's figures: its settled days as kept from an earlier read, the other days read now. */
  read(range: DayRange): Promise<ExperimentFigures>;
  /** Ingest wrote counters of `day` (its earliest): a kept figure that counts that day is dropped. */
  written(day: string): void;
}

/**
 * The figures of a range's settled days, kept between reads, so that a stats read sums only the counters of its
 * last few days (a few hundred rows, where a 90-day range has ten thousand). `readFigures` reads one database
 * (readExperimentFigures); one of these is kept per database handle, next to ingest (on SQLite both run in its
 * thread), which says what it wrote once it is committed: a write to a settled day (a test's events, a clock set
 * back) drops everything kept, and a read that was under way meanwhile keeps nothing, so what is kept was always
 * read after the last such write.
 */
export function createSettledFigures(
  readFigures: (range: DayRange, after?: string) => Promise<ExperimentFigures>,
  now: () => number = Date.now,
): SettledFigures {
  const kept = new Map<string, ExperimentFigures>();
  let generation = 0;
  const settledTo = () => new Date(now() - SETTLED_AFTER_MS).toISOString().slice(0, 10);

  return {
    async read(range) {
      const lastSettled = settledTo();
      if (range.from > lastSettled) return readFigures(range);
      const wholeRangeSettled = range.to <= lastSettled;
      const settledRange = wholeRangeSettled ? range : { from: range.from, to: lastSettled };
      const keyOfRange = `${settledRange.from}|${settledRange.to}`;
      let settled = kept.get(keyOfRange);
      if (settled === undefined) {
        const startedAt = generation;
        settled = await readFigures(settledRange);
        if (generation === startedAt) {
          // Oldest first: past the limit, the range kept longest goes (yesterday's ranges, once the day turns).
          if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
          kept.set(keyOfRange, settled);
        }
      }
      if (wholeRangeSettled) return settled;
      return addFigures(settled, await readFigures(range, settledRange.to));
    },

    written(day) {
      if (day > settledTo()) return;
      kept.clear();
      generation++;
    },
  };
}
