import { expect, type Locator, type Page } from '@playwright/test';
import { scaled } from './time-scale';

/** The words of one call flavour: the page's trigger, its setup dialog and the button that begins the call. */
export interface CallWords {
  trigger: string;
  setup: string;
  begin: string;
}

/** The web demo call of the landing pages. */
export const DEMO_CALL: CallWords = {
  trigger: 'Try AI Voice Call Now',
  setup: 'NovaVox Voice Assistant Demo',
  begin: 'Begin Check-In Web Call',
};

/** The wellness check-in call of /care and /voicecare. */
export const WELLNESS_CALL: CallWords = {
  trigger: 'Try Check-In Call',
  setup: 'Wellness Check-In Call',
  begin: 'Begin Wellness Call',
};

/** Opens the call from the page's main trigger, begins it in the setup dialog, and returns the live call's dialog. */
export async function beginCall(page: Page, words: CallWords = DEMO_CALL): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: words.trigger }).click();
  await page.getByRole('dialog', { name: words.setup }).getByRole('button', { name: words.begin }).click();
  return page.getByRole('dialog', { name: 'Check-In Call in Progress' });
}

/**
 * Ends a call the way a visitor does: its end button (when the call has not ended by itself meanwhile, as a short
 * recording can on a slow machine), then Close on the ended panel, which says why the call ended.
 */
export async function endCall(page: Page, live: Locator, endLabel = 'End Interview'): Promise<void> {
  await live
    .getByRole('button', { name: endLabel })
    .click({ timeout: scaled(5_000) })
    .catch(async (error: unknown) => {
      if ((await live.count()) > 0) throw error;
    });
  const ended = page.getByRole('dialog', { name: 'Check-In Call Ended' });
  await expect(ended.getByRole('heading', { name: 'What your family receives after a call like this' })).toBeVisible();
  await ended.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
