import type { AnalyticsEvent } from '@novavox/contracts-api/analytics';
import { experimentCatalog } from '@novavox/contracts-experiments';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { seededRandom } from '@novavox/experiment-stats/simulation';

const PAGES = ['/', '/novavox-family', '/signup', '/care', '/tos', '/privacy', '/old-home'];

export interface TrafficBatch {
  events: AnalyticsEvent[];
  receivedAt: number;
}

/** How visitor ids are made: as the site makes them (UUID v7, by first visit), or random (UUID v4, the site's ids before). */
export type VisitorIds = 'time-ordered' | 'random';

/**
 * Realistic site traffic, as the issue measured it: visits spread evenly over `days` days up to `endAt`, about
 * seven events each (two page views, impressions of four or five of the nine experiments, a conversion now and
 * then), a quarter of them by returning visitors, sent in batches of 50 as the browser's collector does.
 */
export function* syntheticTraffic(options: {
  events: number;
  days: number;
  endAt: number;
  seed?: number;
  visitorIds?: VisitorIds;
}) {
  const next = seededRandom(options.seed ?? 1);
  const visits = Math.ceil(options.events / 7);
  const startAt = options.endAt - options.days * DAY_MS;
  const recent: string[] = [];
  let pending: AnalyticsEvent[] = [];
  let produced = 0;
  for (let visit = 0; visit < visits && produced < options.events; visit++) {
    const at = startAt + Math.floor((visit / visits) * options.days * DAY_MS);
    let visitor: string;
    if (recent.length > 0 && next() < 0.25) visitor = recent[Math.floor(next() * recent.length)] as string;
    else {
      visitor = options.visitorIds === 'random' ? uuidFrom(next) : timeOrderedUuidFrom(at, next);
      recent.push(visitor);
      if (recent.length > 5000) recent.shift();
    }
    const page = PAGES[Math.floor(next() * PAGES.length)] as string;
    const events: AnalyticsEvent[] = [{ name: 'page_view', page_path: page, visitor_id: visitor, occurred_at: at }];
    for (const experiment of experimentCatalog) {
      if (next() > 0.5) continue;
      const variant = experiment.variants[Math.floor(next() * experiment.variants.length)]?.key ?? 'A';
      const base = {
        experiment_id: experiment.id,
        variant_id: variant,
        visitor_id: visitor,
        event_category: 'ab_test',
      };
      events.push({ name: 'experiment_impression', ...base, page_path: page, occurred_at: at });
      if (next() < 0.08)
        events.push({ name: 'experiment_conversion', ...base, event_label: 'waitlist', occurred_at: at });
    }
    events.push({ name: 'page_view', page_path: '/signup', visitor_id: visitor, occurred_at: at + 30_000 });
    for (const event of events) {
      if (produced >= options.events) break;
      pending.push(event);
      produced++;
      if (pending.length === 50) {
        yield { events: pending, receivedAt: at } satisfies TrafficBatch;
        pending = [];
      }
    }
  }
  if (pending.length > 0) yield { events: pending, receivedAt: options.endAt } satisfies TrafficBatch;
}

/** A visitor id as the site makes them (newVisitorId: UUID version 7, the first visit's time first), from the seeded generator. */
export function timeOrderedUuidFrom(at: number, next: () => number): string {
  const time = Math.floor(at).toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${uuidFrom(next).slice(15)}`;
}

/** A random visitor id shaped like crypto.randomUUID()'s, from the seeded generator: ids land at random places in every index keyed by visitor. */
function uuidFrom(next: () => number): string {
  const hex = (digits: number) =>
    Math.floor(next() * 16 ** digits)
      .toString(16)
      .padStart(digits, '0');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(next() * 4)).toString(16)}${hex(3)}-${hex(6)}${hex(6)}`;
}
