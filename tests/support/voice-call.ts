import type { Locator, Page } from '@playwright/test';

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
