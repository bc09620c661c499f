import type { ExperimentState } from '@novavox/contracts-experiments/experiment-state';
import { type APIRequestContext, expect } from '@playwright/test';
import { origin } from './site';

/** One experiment's state as the api has it now (GET /experiments/state, past every cache). */
export async function apiExperimentState(request: APIRequestContext, id: string): Promise<ExperimentState> {
  const response = await request.get(`${origin('api')}/experiments/state`, {
    headers: { 'Cache-Control': 'no-cache' },
  });
  expect(response.ok()).toBe(true);
  const state = ((await response.json()) as { experiments: Record<string, ExperimentState> }).experiments[id];
  if (!state) throw new Error(`The api has no state for ${id}`);
  return state;
}
