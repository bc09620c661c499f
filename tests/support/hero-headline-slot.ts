import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { showCodedControl } from './coded-control';
import { holdExperiment } from './experiment-lock';
import { E2E_TEAM, signedInStorageState } from './team-sign-in';

/**
 * The hero headline is varied by the coded family_headline and by the copy specs' created tests, in the one e2e
 * api: a spec holds it for its whole test (the family_headline lock), with the signed-in marketer's requests.
 * While it runs, the coded experiment would claim the headline, so it is made to show its control (A) first, by
 * the team admin (docs/copy-experiments.md, "One experiment per slot"). `done` lets the headline go.
 */
export async function holdHeroHeadline(): Promise<{ marketer: APIRequestContext; done: () => Promise<void> }> {
  const release = await holdExperiment('family_headline');
  const signedIn = async (email: string) =>
    playwrightRequest.newContext({ storageState: await signedInStorageState(email) });
  const marketer = await signedIn(E2E_TEAM.marketer);
  const admin = await signedIn(E2E_TEAM.admin);
  const done = async () => {
    await marketer.dispose();
    release();
  };
  try {
    await showCodedControl(admin, 'family_headline');
  } catch (error) {
    await done();
    throw error;
  } finally {
    await admin.dispose();
  }
  return { marketer, done };
}
