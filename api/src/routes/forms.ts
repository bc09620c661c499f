import { parseContactForm, parseWaitlistForm } from '@novavox/shared-contracts/forms';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { rateLimit } from '../http/rate-limit';
import { createRateLimiter } from '../http/rate-limiter';
import { readJsonBody } from '../http/read-json-body';
import { createContactStore } from '../stores/contact-store';
import { createWaitlistStore } from '../stores/waitlist-store';

const INVALID_FORM = 'Please correct the highlighted fields.';

/** POST /forms/waitlist and /forms/contact, validated by the same schemas as the site's forms. */
export function formRoutes({ config, db, now = Date.now }: AppDeps) {
  const waitlist = createWaitlistStore(db.db);
  const contact = createContactStore(db.db);
  const limiter = createRateLimiter({ limit: config.rateLimits.formsPerMinute, windowMs: 60_000, now });

  return new Hono()
    .use(rateLimit(limiter, config.trustProxy))
    .post('/waitlist', async (c) => {
      const parsed = parseWaitlistForm(await readJsonBody(c));
      if (!parsed.ok) throw new ApiError(422, INVALID_FORM, { fields: parsed.fields });
      return c.json({ ok: true, id: await waitlist.upsert(parsed.value, new Date(now())) }, 201);
    })
    .post('/contact', async (c) => {
      const parsed = parseContactForm(await readJsonBody(c));
      if (!parsed.ok) throw new ApiError(422, INVALID_FORM, { fields: parsed.fields });
      return c.json({ ok: true, id: await contact.add(parsed.value, new Date(now())) }, 201);
    });
}
