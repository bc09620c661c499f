import {
  type AnyExperimentId,
  type ExperimentId,
  isAnyExperimentId,
  isExperimentId,
} from '@novavox/contracts-experiments';
import type { Context } from 'hono';
import { ApiError } from '../http/api-error';

/**
 * The `:id` of an experiment route, or 404 `No experiment "<id>"`: one answer whichever admin route is asked
 * about an experiment that does not exist.
 */
export function experimentParam(c: Context): ExperimentId {
  return checkedParam(c, isExperimentId);
}

/** The same for routes that serve created copy experiments too (their alerts, their history). */
export function anyExperimentParam(c: Context): AnyExperimentId {
  return checkedParam(c, isAnyExperimentId);
}

function checkedParam<T extends string>(c: Context, isId: (id: string) => id is T): T {
  const id = c.req.param('id') ?? '';
  if (!isId(id)) throw new ApiError(404, `No experiment "${id}"`);
  return id;
}
