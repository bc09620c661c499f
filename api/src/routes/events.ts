import { type AnalyticsEvent, analyticsBatchSchema } from '@novavox/contracts-api/analytics';
import {
  type AnyExperimentId,
  DEBUG_EVENT_CATEGORY,
  isBotUserAgent,
  isCreatedExperimentId,
  runVariant,
} from '@novavox/contracts-experiments';
import { HOUR_MS, MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppKysely } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { rateLimit } from '../http/rate-limit';
import { createRateLimiter } from '../http/rate-limiter';
import { readJsonBody } from '../http/read-json-body';
import { RATE_LIMITS } from '../observability/refusal-limits';
import { isCatalogVariant } from '../stats/ab-stats-experiments';
import { toExperiment } from '../stores/copy-experiment-store';
import { MAX_CLIENT_AGE_MS, MAX_CLIENT_SKEW_MS } from '../stores/event-ingest';
import { createEventStore } from '../stores/event-store';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { creditMetricSource, type RunningExperiments } from '../stores/metric-credit';
import { deviceClassOf } from '../visitors/device-class';
import { checkVisitorId, type VisitorIdCheck } from '../visitors/visitor-id-signing';

const INVALID_BATCH = 'The event batch is not valid.';
/** A full batch of 50 events can pass 16 KB; 64 KB is also the most a `keepalive` fetch may carry. */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;

export const REFUSED = {
  clock: `occurred_at is outside the window the api trusts (the last ${MAX_CLIENT_AGE_MS / HOUR_MS} hours, ${MAX_CLIENT_SKEW_MS / MINUTE_MS} minutes ahead)`,
  notRunning: (id: string) => `${id} is not running`,
  beforeRun: 'occurred_at is before the experiment’s current run started',
  wrongVariant: 'variant_id is not the variant this visitor is assigned',
  conversion: 'conversions are counted by the api from confirmed sign-ups, not sent by browsers',
  visitorLimit: 'too many events from this visitor; try again later',
  bot: 'events from crawlers and headless browsers are not counted',
  unsignedVisitor: 'visitor_id is not one the site issued (POST /visitor-ids signs it)',
} as const;

/**
 * POST /events: a batch of analytics events. Malformed batches are refused whole (422). Of a well-formed batch,
 * every event that could move a figure without a real visitor behind it is refused on its own and not stored:
 * impressions of experiments not running, of a visitor id the api never signed, of another arm than the visitor's
 * id is bucketed into, or from before the run; browser conversions; times outside the trusted window; events past a visitor's hourly allowance; and
 * whole batches from bot user agents. The answer names each refused event (`events.<i>.<field>`), so the browser
 * drops it instead of sending it again, and counts what was accepted (stored, or already stored under its id).
 */
export function eventRoutes(
  { config, db, now = Date.now, metrics, visitorSecret }: AppDeps,
  states: ExperimentStateStore,
) {
  const events = createEventStore(db);
  const limiter = createRateLimiter(db.db, {
    name: RATE_LIMITS.events,
    limit: config.rateLimits.eventsPerMinute,
    windowMs: MINUTE_MS,
    now,
  });
  const perVisitor = createRateLimiter(db.db, {
    name: 'events-per-visitor',
    limit: config.rateLimits.eventsPerVisitorPerHour,
    windowMs: HOUR_MS,
    now,
  });

  return new Hono().use(rateLimit(limiter, config.trustedProxyHops)).post('/', async (c) => {
    const result = analyticsBatchSchema.safeParse(await readJsonBody(c));
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'events';
        fields[field] ??= issue.message;
      }
      throw new ApiError(422, INVALID_BATCH, { fields });
    }
    // Only the catalog's experiments and the created ones (docs/copy-experiments.md), each with its own letters,
    // are stored, so a typo cannot create a phantom experiment.
    const created = await createdArms(
      db.db,
      result.data.events.flatMap((event) =>
        'experiment_id' in event && isCreatedExperimentId(event.experiment_id) ? [event.experiment_id] : [],
      ),
    );
    const fields: Record<string, string> = {};
    result.data.events.forEach((event, index) => {
      if (event.name !== 'experiment_impression' && event.name !== 'experiment_conversion') return;
      const arms = created.get(event.experiment_id);
      const known = arms
        ? arms.includes(event.variant_id)
          ? 'ok'
          : 'variant'
        : isCatalogVariant(event.experiment_id, event.variant_id);
      if (known === 'experiment') fields[`events.${index}.experiment_id`] = `Unknown experiment ${event.experiment_id}`;
      if (known === 'variant') {
        fields[`events.${index}.variant_id`] = `${event.experiment_id} has no variant ${event.variant_id}`;
      }
    });
    if (Object.keys(fields).length > 0) throw new ApiError(422, INVALID_BATCH, { fields });

    if (isBotUserAgent(c.req.header('user-agent') ?? '')) {
      metrics?.eventsRefused.inc(result.data.events.length);
      return c.json({ ok: true, accepted: 0, refused: { events: REFUSED.bot } }, 202);
    }
    const receivedAt = now();
    const running = await states.running();
    const refused: Record<string, string> = {};
    const passed: { event: AnalyticsEvent; index: number }[] = [];
    result.data.events.forEach((event, index) => {
      const problem = refusal(event, running, receivedAt, (id) => checkVisitorId(visitorSecret, id));
      if (problem?.visitorCheck) metrics?.visitorIdsRefused.inc({ reason: problem.visitorCheck });
      if (problem) refused[`events.${index}.${problem.field}`] = problem.message;
      else passed.push({ event, index });
    });
    // Every visitor of the batch counted in one statement (one round trip and one commit, not one per visitor: on
    // PostgreSQL each was a commit of its own, see docs/performance.md); a visitor's events past the allowance are
    // refused in order.
    const wanted = new Map<string, number>();
    for (const { event } of passed) {
      if (event.visitor_id !== undefined) wanted.set(event.visitor_id, (wanted.get(event.visitor_id) ?? 0) + 1);
    }
    const allowance = await perVisitor.grantEach(wanted);
    const kept: AnalyticsEvent[] = [];
    for (const { event, index } of passed) {
      const left = event.visitor_id === undefined ? 1 : (allowance.get(event.visitor_id) ?? 0);
      if (left <= 0) {
        refused[`events.${index}.visitor_id`] = REFUSED.visitorLimit;
        continue;
      }
      if (event.visitor_id !== undefined) allowance.set(event.visitor_id, left - 1);
      kept.push(event);
    }
    // Each experiment's run now: the impressions kept were checked against it, so a first exposure is in that run.
    const runs = new Map([...running].map(([id, state]) => [id, state.runId]));
    // The device class of the segments, from the request that carried the impressions (device-class.ts).
    const device = deviceClassOf(c.req.header('user-agent'), c.req.header('sec-ch-ua-mobile'));
    const accepted = kept.length > 0 ? await events.addBatch(kept, receivedAt, runs, device) : 0;
    metrics?.eventsStored.inc(accepted);
    const refusedCount = Object.keys(refused).length;
    if (refusedCount > 0) metrics?.eventsRefused.inc(refusedCount);
    // A demo call started counts for the visitor's experiments (after the batch, so its impressions count first).
    for (const event of kept) {
      if (event.name === 'demo_call_started' && event.visitor_id !== undefined)
        await creditMetricSource(db.db, 'demo_call_event', event.visitor_id, new Date(receivedAt), running);
    }
    return c.json({ ok: true, accepted, ...(Object.keys(refused).length > 0 ? { refused } : {}) }, 202);
  });
}

/** Why one event of a well-formed batch is refused, or null when it is accepted. */
function refusal(
  event: AnalyticsEvent,
  running: RunningExperiments,
  receivedAt: number,
  checkVisitor: (visitorId: string) => VisitorIdCheck,
): { field: string; message: string; visitorCheck?: Exclude<VisitorIdCheck, 'signed'> } | null {
  const at = event.occurred_at ?? receivedAt;
  if (at < receivedAt - MAX_CLIENT_AGE_MS || at > receivedAt + MAX_CLIENT_SKEW_MS)
    return { field: 'occurred_at', message: REFUSED.clock };
  if (event.name !== 'experiment_impression' && event.name !== 'experiment_conversion') return null;
  // The variant debug page's test events are stored for the audit trail and count nothing.
  if (event.event_category === DEBUG_EVENT_CATEGORY) return null;
  if (event.name === 'experiment_conversion') return { field: 'name', message: REFUSED.conversion };
  const state = running.get(event.experiment_id);
  if (!state) return { field: 'experiment_id', message: REFUSED.notRunning(event.experiment_id) };
  if (at < Date.parse(state.startedAt)) return { field: 'occurred_at', message: REFUSED.beforeRun };
  // Only an id the api signed is a visitor: made-up ids, whose arm anyone can compute, count nothing. A
  // conversion needs an exposure of the same id, so this is also what keeps them out of the conversions.
  const visitorCheck = event.visitor_id === undefined ? 'unsigned' : checkVisitor(event.visitor_id);
  if (visitorCheck !== 'signed') return { field: 'visitor_id', message: REFUSED.unsignedVisitor, visitorCheck };
  const id = event.experiment_id as AnyExperimentId;
  if (runVariant(id, state.weights, event.visitor_id) !== event.variant_id)
    return { field: 'variant_id', message: REFUSED.wrongVariant };
  return null;
}

/** The arms of the created experiments a batch names, whatever their status (drafts included): id → letters. */
async function createdArms(db: AppKysely, ids: string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('copy_experiments')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map(toExperiment).map((experiment) => [experiment.id, experiment.variants.map((variant) => variant.key)]),
  );
}
