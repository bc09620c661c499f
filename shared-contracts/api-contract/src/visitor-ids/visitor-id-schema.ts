import { ISSUED_VISITOR_ID, SIGNED_VISITOR_ID } from '@novavox/contracts-experiments/experiment-rules';
import { z } from 'zod/mini';

/**
 * POST /visitor-ids, next to the events collector: the bare UUID the page's Set-Cookie (or the browser, where the
 * page came without one) gave the visitor, to be signed. `zod/mini` keeps it small enough for the browser.
 */
export const VISITOR_ID_REQUEST_MESSAGE = 'visitorId must be a UUID such as 0192f0c4-7d2a-7c4e-9a1b-3f6c2d8e9a10';

export const visitorIdRequestSchema = z.object({
  visitorId: z.string({ error: VISITOR_ID_REQUEST_MESSAGE }).check(
    z.refine((value) => ISSUED_VISITOR_ID.test(value) || SIGNED_VISITOR_ID.test(value), {
      error: VISITOR_ID_REQUEST_MESSAGE,
    }),
  ),
});
export type VisitorIdRequest = z.infer<typeof visitorIdRequestSchema>;

/** The answer: the same visitor, signed (`<uuid>.<signature>`); its arms do not change. */
export const visitorIdAnswerSchema = z.object({
  visitorId: z.string().check(z.regex(SIGNED_VISITOR_ID)),
});
export type VisitorIdAnswer = z.infer<typeof visitorIdAnswerSchema>;

/** The 429's message once an address has had its share of new ids for the hour. */
export const VISITOR_ID_CAP_MESSAGE = 'Too many new visitors from this address. Please try again later.';

/** Where the browser asks for its signature: beside the events endpoint (`…/events` → `…/visitor-ids`). */
export function visitorIdEndpointFor(eventsEndpoint: string): string {
  return new URL('visitor-ids', eventsEndpoint).toString();
}
