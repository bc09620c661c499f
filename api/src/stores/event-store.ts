import type { AnalyticsEvent } from '@novavox/shared-contracts/analytics';
import { DEBUG_EVENT_CATEGORY } from '@novavox/shared-contracts/experiments';
import type { Database } from 'better-sqlite3';
import type { DayRange } from '../stats/day-range';

/** Client clocks are trusted only this far back or ahead; outside it the server's receive time is used. */
const MAX_CLIENT_AGE_MS = 48 * 60 * 60 * 1000;
const MAX_CLIENT_SKEW_MS = 5 * 60 * 1000;

/** The debug page's test events are kept (they were sent) but are never experiment traffic. */
const COUNTED = `COALESCE(event_category, '') <> '${DEBUG_EVENT_CATEGORY}'`;

export interface VariantUserCount {
  experiment_id: string;
  variant_id: string;
  name: 'experiment_impression' | 'experiment_conversion';
  users: number;
}

export interface EventStore {
  addBatch(events: readonly AnalyticsEvent[], receivedAt: number): number;
  /** Unique users (visitor id, or the event itself when it has none) per experiment, variant and event. */
  variantUsers(range: DayRange): VariantUserCount[];
  firstImpressions(range: DayRange): Map<string, string>;
  pageViews(range: DayRange, limit: number): { total: number; rows: { path: string; views: number }[] };
}

export function createEventStore(db: Database): EventStore {
  const insert = db.prepare<
    [
      string,
      string,
      string,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string,
    ]
  >(
    `INSERT INTO analytics_events (name, occurred_at, occurred_on, visitor_id, experiment_id, variant_id,
       event_category, event_label, page_path, page_title, form, source, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAll = db.transaction((events: readonly AnalyticsEvent[], receivedAt: number) => {
    const received = new Date(receivedAt).toISOString();
    for (const event of events) {
      const at = new Date(trustedTime(event.occurred_at, receivedAt));
      const experiment = event.name === 'experiment_impression' || event.name === 'experiment_conversion';
      insert.run(
        event.name,
        at.toISOString(),
        at.toISOString().slice(0, 10),
        event.visitor_id ?? null,
        experiment ? event.experiment_id : null,
        experiment ? event.variant_id : null,
        experiment ? event.event_category : null,
        experiment ? (event.event_label ?? null) : null,
        event.page_path ?? null,
        event.name === 'page_view' ? (event.page_title ?? null) : null,
        event.name === 'form_submission' ? event.form : null,
        event.name === 'form_submission' ? (event.source ?? null) : null,
        received,
      );
    }
    return events.length;
  });
  const variantUsers = db.prepare<[string, string], VariantUserCount>(
    `SELECT experiment_id, variant_id, name, COUNT(DISTINCT COALESCE(visitor_id, 'event:' || id)) AS users
     FROM analytics_events
     WHERE occurred_on BETWEEN ? AND ? AND name IN ('experiment_impression', 'experiment_conversion') AND ${COUNTED}
     GROUP BY experiment_id, variant_id, name`,
  );
  const firstImpressions = db.prepare<[string, string], { experiment_id: string; first: string }>(
    `SELECT experiment_id, MIN(occurred_at) AS first FROM analytics_events
     WHERE occurred_on BETWEEN ? AND ? AND name = 'experiment_impression' AND ${COUNTED} GROUP BY experiment_id`,
  );
  const pageViewTotal = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM analytics_events WHERE occurred_on BETWEEN ? AND ? AND name = 'page_view'`,
  );
  const pageViewRows = db.prepare<[string, string, number], { path: string; views: number }>(
    `SELECT page_path AS path, COUNT(*) AS views FROM analytics_events
     WHERE occurred_on BETWEEN ? AND ? AND name = 'page_view'
     GROUP BY page_path ORDER BY views DESC, page_path LIMIT ?`,
  );

  return {
    addBatch: (events, receivedAt) => insertAll(events, receivedAt),
    variantUsers: (range) => variantUsers.all(range.from, range.to),
    firstImpressions: (range) =>
      new Map(firstImpressions.all(range.from, range.to).map((row) => [row.experiment_id, row.first])),
    pageViews: (range, limit) => ({
      total: pageViewTotal.get(range.from, range.to)?.n ?? 0,
      rows: pageViewRows.all(range.from, range.to, limit),
    }),
  };
}

function trustedTime(clientTime: number | undefined, receivedAt: number): number {
  if (clientTime === undefined) return receivedAt;
  const tooOld = clientTime < receivedAt - MAX_CLIENT_AGE_MS;
  const tooNew = clientTime > receivedAt + MAX_CLIENT_SKEW_MS;
  return tooOld || tooNew ? receivedAt : clientTime;
}
