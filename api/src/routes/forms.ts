import { parseContactMessage, parseWaitlistForm } from '@novavox/contracts-api/forms';
import { MINUTE_MS } from '@novavox/contracts-experiments/time-units';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { invalidForm } from '../http/parse-body';
import { rateLimit } from '../http/rate-limit';
import { createRateLimiter } from '../http/rate-limiter';
import { readJsonBody } from '../http/read-json-body';
import { RATE_LIMITS } from '../observability/refusal-limits';
import type { WaitlistLifecycle } from '../signup/waitlist-lifecycle';
import { createContactStore } from '../stores/contact-store';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { creditMetricSource } from '../stores/metric-credit';

/** The field people never see (hidden from sight and from assistive technology); only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

/**
 * POST /forms/waitlist and /forms/contact, validated by the same schemas as the site's forms. Every accepted
 * waitlist sign-up answers the same `201 { ok: true }`, whether the address is new, already listed, or the
 * honeypot was filled in: the answer never tells who is on the list.
 */
export function formRoutes(
  { config, db, now = Date.now, onMailQueued, metrics }: AppDeps,
  states: ExperimentStateStore,
  waitlist: WaitlistLifecycle,
) {
  const contact = createContactStore(db.db);
  const limiter = createRateLimiter(db.db, {
    name: RATE_LIMITS.forms,
    limit: config.rateLimits.formsPerMinute,
    windowMs: MINUTE_MS,
    now,
  });

  return new Hono()
    .use(rateLimit(limiter, config.trustedProxyHops))
    .post('/waitlist', async (c) => {
      const body = await readJsonBody(c);
      if (isBotSubmission(body)) {
        metrics?.signups.inc({ outcome: 'bot' });
        return c.json({ ok: true }, 201);
      }
      const parsed = parseWaitlistForm(body);
      if (!parsed.ok) throw invalidForm(parsed.fields);
      const isNew = await waitlist.signUp(parsed.value, new Date(now()));
      metrics?.signups.inc({ outcome: isNew ? 'new' : 'repeat' });
      onMailQueued?.();
      return c.json({ ok: true }, 201);
    })
    .post('/contact', async (c) => {
      const parsed = parseContactMessage(await readJsonBody(c));
      if (!parsed.ok) throw invalidForm(parsed.fields);
      const at = new Date(now());
      const id = await contact.add(parsed.value, at);
      const { visitorId } = parsed.value.values;
      if (visitorId !== undefined)
        await creditMetricSource(db.db, 'contact_stored', visitorId, at, await states.running());
      return c.json({ ok: true, id }, 201);
    });
}

function isBotSubmission(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
