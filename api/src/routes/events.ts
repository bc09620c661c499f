import { analyticsBatchSchema } from '@novavox/shared-contracts/analytics';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { rateLimit } from '../http/rate-limit';
import { createRateLimiter } from '../http/rate-limiter';
import { readJsonBody } from '../http/read-json-body';
import { isCatalogVariant } from '../stats/ab-stats-experiments';
import { createEventStore } from '../stores/event-store';

const INVALID_BATCH = 'The event batch is not valid.';
/** A full batch of 50 events can pass 16 KB; 64 KB is also the most a `keepalive` fetch may carry. */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;

/** POST /events: a batch of analytics events, all stored or none. */
export function eventRoutes({ config, db, now = Date.now, metrics }: AppDeps) {
  const events = createEventStore(db);
  const limiter = createRateLimiter(db.db, {
    name: 'events',
    limit: config.rateLimits.eventsPerMinute,
    windowMs: 60_000,
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
    // Only the catalog's experiments and letters are stored, so a typo cannot create a phantom experiment.
    const fields: Record<string, string> = {};
    result.data.events.forEach((event, index) => {
      if (event.name !== 'experiment_impression' && event.name !== 'experiment_conversion') return;
      const known = isCatalogVariant(event.experiment_id, event.variant_id);
      if (known === 'experiment') fields[`events.${index}.experiment_id`] = `Unknown experiment ${event.experiment_id}`;
      if (known === 'variant') {
        fields[`events.${index}.variant_id`] = `${event.experiment_id} has no variant ${event.variant_id}`;
      }
    });
    if (Object.keys(fields).length > 0) throw new ApiError(422, INVALID_BATCH, { fields });
    const accepted = await events.addBatch(result.data.events, now());
    metrics?.eventsStored.inc(accepted);
    return c.json({ ok: true, accepted }, 202);
  });
}
