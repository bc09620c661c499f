import type { AppDatabase } from '../db/open-database';
import { createEventStore } from '../stores/event-store';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes raw analytics events past the retention period at start and then hourly. The aggregates the
 * dashboard reads are kept, so the stats do not change; only the audit trail behind them ends.
 */
export function startRawEventPruning(
  { db, engine }: AppDatabase,
  retentionDays: number,
  now: () => number = Date.now,
): { stop(): void } {
  const events = createEventStore(db, engine);
  const prune = async () => {
    const beforeDay = new Date(now() - retentionDays * DAY_MS).toISOString().slice(0, 10);
    try {
      const deleted = await events.pruneRawEvents(beforeDay);
      if (deleted > 0) console.log(`  api: deleted ${deleted} raw analytics events from before ${beforeDay}`);
    } catch (error) {
      console.error('Pruning raw analytics events failed:', error);
    }
  };
  void prune();
  const timer = setInterval(prune, HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
