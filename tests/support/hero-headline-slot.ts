import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { holdExperiment } from './experiment-lock';
import { E2E_TEAM, signedInStorageState } from './team-sign-in';

/**
 * The hero headline is varied by the coded family_headline and by the copy specs' created tests, in the one e2e
 * api: a spec holds it for its whole test (the family_headline lock), with the signed-in marketer's requests.
 * `done` lets the headline go.
 */
export async function holdHeroHeadline(): Promise<{ marketer: APIRequestContext; done: () => Promise<void> }> {
  const release = await holdExperiment('family_headline');
  const marketer = await playwrightRequest.newContext({
    storageState: await signedInStorageState(E2E_TEAM.marketer),
  });
  return {
    marketer,
    done: async () => {
      await marketer.dispose();
      release();
    },
  };
}
