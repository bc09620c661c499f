import {
  VISITOR_ID_CAP_MESSAGE,
  type VisitorIdAnswer,
  visitorIdRequestSchema,
} from '@novavox/contracts-api/visitor-ids';
import { visitorHashKey } from '@novavox/contracts-experiments/experiment-rules';
import { HOUR_MS } from '@novavox/contracts-experiments/time-units';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { clientGroup } from '../http/client-address';
import { createRateLimiter } from '../http/rate-limiter';
import { readJsonBody } from '../http/read-json-body';
import { apiLog } from '../observability/api-logger';
import { RATE_LIMITS } from '../observability/refusal-limits';
import { checkVisitorId, signVisitorId } from '../visitors/visitor-id-signing';

const INVALID_REQUEST = 'The visitor id is not valid.';

/**
 * POST /visitor-ids: signs the visitor's UUID, which the page's server issued in its Set-Cookie (or the browser
 * made where the page came without one), so that its impressions count. The browser asks once, when it holds no
 * signed id. An address (an IPv6 /64 counts as one) gets NEW_VISITOR_IDS_PER_ADDRESS_PER_HOUR signatures an hour,
 * counted in the database so every api process shares the count: a script can no longer mint visitors, only ask
 * for as many as a household would. An id already signed is answered as it is and costs nothing.
 */
export function visitorIdRoutes({ config, db, now = Date.now, metrics, visitorSecret }: AppDeps) {
  const signings = createRateLimiter(db.db, {
    name: RATE_LIMITS.visitorIds,
    limit: config.rateLimits.newVisitorIdsPerAddressPerHour,
    windowMs: HOUR_MS,
    now,
  });
  return new Hono().post('/', async (c) => {
    const result = visitorIdRequestSchema.safeParse(await readJsonBody(c));
    if (!result.success)
      throw new ApiError(422, INVALID_REQUEST, {
        fields: { visitorId: result.error.issues[0]?.message ?? INVALID_REQUEST },
      });
    const { visitorId } = result.data;
    if (checkVisitorId(visitorSecret, visitorId) === 'signed')
      return c.json({ visitorId } satisfies VisitorIdAnswer, 200);
    let retryAfter = 0;
    try {
      retryAfter = await signings.take(clientGroup(c, config.trustedProxyHops));
    } catch (error) {
      // As for the other limits (rate-limit.ts): a counter the database could not write does not turn a visitor
      // into a 500; the signature goes out uncounted, and the log says so.
      apiLog.error({ err: error }, 'Visitor id signature not counted');
    }
    if (retryAfter > 0) {
      metrics?.visitorIdsRefused.inc({ reason: 'new_id_cap' });
      throw new ApiError(429, VISITOR_ID_CAP_MESSAGE, {
        headers: { 'Retry-After': String(retryAfter) },
        limit: signings.name,
      });
    }
    metrics?.visitorIdsIssued.inc();
    const signed = signVisitorId(visitorSecret, visitorHashKey(visitorId));
    return c.json({ visitorId: signed } satisfies VisitorIdAnswer, 201);
  });
}
