import * as z from 'zod/mini';

/** A count of visitors, events or recipients in an admin answer: a whole number, 0 or more. */
export const count = z.number().check(z.int(), z.minimum(0));

/** A moment in an admin answer, as the api writes it (`Date.toISOString()`). */
export const isoTime = z.iso.datetime({ error: 'must be an ISO-8601 UTC time' });
