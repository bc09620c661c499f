import type { ExperimentState } from '@novavox/contracts-experiments/experiment-state';
import type { APIRequestContext } from '@playwright/test';
import { holdExperiment } from './experiment-lock';
import { apiExperimentState } from './experiment-state';

/**
 * Holds an experiment for a test that changes its state (experiment-lock.ts) and reads the state the test found.
 * `done` puts it back with `putBack(found)` and then lets it go, even when putting back fails: a lock left held
 * would stall every later spec of that experiment for the lock's whole wait.
 */
export async function holdExperimentAsFound(
  request: APIRequestContext,
  id: string,
  putBack: (found: ExperimentState) => Promise<unknown>,
): Promise<{ found: ExperimentState; done: () => Promise<void> }> {
  const release = await holdExperiment(id);
  try {
    const found = await apiExperimentState(request, id);
    const done = async () => {
      try {
        await putBack(found);
      } finally {
        release();
      }
    };
    return { found, done };
  } catch (error) {
    release();
    throw error;
  }
}
