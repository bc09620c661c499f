import { isoTimeSchema } from '@novavox/contracts-experiments';
import * as z from 'zod/mini';

/** A count of visitors, events or recipients in an admin answer: a whole number, 0 or more. */
export const count = z.number().check(z.int(), z.minimum(0));

/** A moment in an admin answer, as the api writes it: the experiments' one ISO time rule. */
export const isoTime = isoTimeSchema;
