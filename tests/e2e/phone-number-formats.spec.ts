import type { Locator, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { collectAlerts } from '../support/page-alerts';
import { type PhoneCallApi, startPhoneCallApi } from '../support/phone-call-api';
import { scaled } from '../support/time-scale';
import { DEMO_CALL } from '../support/voice-call';
import { expect, test } from './fixtures';

/**
 * Phone numbers as people type them, through the real api (its numbering-plan check) with a fake voice platform
 * behind it (support/phone-call-api.ts): the national formats of the United States and Canada place the call to
 * the right number; every refusal names its actual problem, keeps focus in the field, and goes when the field
 * changes; axe finds nothing on the open dialog with its error.
 */
// Chromium logs each refusal's 422; axe probes the stylesheets. (One pattern: an option's array of two is read as
// a value and its options.)
const REFUSED_OR_AXE = new RegExp(`status of 422|${AXE_STYLESHEET_PROBE.map((pattern) => pattern.source).join('|')}`);
test.use({ expectedErrors: [REFUSED_OR_AXE] });

let phoneApi: PhoneCallApi;
test.beforeAll(async () => {
  phoneApi = await startPhoneCallApi();
});
test.afterAll(async () => {
  await phoneApi?.close();
});

const SUCCESS = 'Test call has been initiated successfully. You should receive a call shortly.';
/** The api's messages (api/src/voice/call-destination.ts), written out here as the visitor reads them. */
const REFUSALS = [
  [
    'too short',
    '415 555',
    'This phone number is too short. Please enter the whole number with its area code, for example (201) 555-0123.',
  ],
  ['an invalid area code', '123-456-7890', '123 is not a valid area code. Please check the number.'],
  [
    'not an allowed country',
    '+44 7911 123456',
    'Phone calls can only be placed to mobile or landline numbers in the United States or Canada.',
  ],
  [
    'special-rate',
    '(900) 555-0123',
    'Phone calls cannot be placed to premium-rate, shared-cost, toll-free or other special-rate numbers. Please enter a mobile or landline number.',
  ],
] as const;

async function phoneCallDialog(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: DEMO_CALL.trigger }).click();
  const dialog = page.getByRole('dialog', { name: DEMO_CALL.setup });
  await dialog.getByRole('radio', { name: 'Phone Call' }).check();
  await expect(dialog.getByLabel('Phone number')).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Three calls, or four refusals each checked with axe: about 20-30 s on a loaded 2-core machine.
    test.beforeEach(() => test.setTimeout(scaled(90_000)));

    test('national US formats place the call to the whole number', async ({ page }) => {
      await phoneApi.serve(page);
      const alerts = collectAlerts(page);
      await page.goto('/');
      for (const typed of ['(415) 555-2673', '415-555-2673', '4155552673']) {
        const dialled = phoneApi.dialled.length;
        const dialog = await phoneCallDialog(page);
        await dialog.getByLabel('Phone number').fill(typed);
        await dialog.getByRole('button', { name: 'Begin Check-In Phone Call' }).click();
        await expect(dialog).toHaveCount(0);
        expect(alerts.pop(), typed).toBe(SUCCESS);
        expect(phoneApi.dialled.slice(dialled), typed).toEqual(['+14155552673']);
      }
    });

    test('each refusal names its problem, keeps focus in the field and goes when the field changes', async ({
      page,
    }) => {
      await phoneApi.serve(page);
      const alerts = collectAlerts(page);
      await page.goto('/');
      const dialog = await phoneCallDialog(page);
      const field = dialog.getByLabel('Phone number');
      const error = dialog.getByRole('alert');
      for (const [problem, typed, message] of REFUSALS) {
        await field.fill(typed);
        await expect(error, problem).toHaveText('');
        await dialog.getByRole('button', { name: 'Begin Check-In Phone Call' }).click();
        await expect(error, problem).toHaveText(message);
        await expect(field, problem).toBeFocused();
        await expect(field, problem).toHaveAttribute('aria-invalid', 'true');
        await expect(field, problem).toHaveAccessibleDescription(new RegExp(`${escaped(message)}$`));
        expect(await axeViolations(page, 'dialog[open]'), problem).toEqual([]);
        // One more keystroke (the visitor starts mending it): the error goes.
        await field.press('End');
        await field.press('Backspace');
        await expect(error, problem).toHaveText('');
        await expect(field, problem).not.toHaveAttribute('aria-invalid', 'true');
      }
      expect(phoneApi.dialled).not.toContain('+19005550123');
      expect(alerts).toEqual([]);
    });
  });
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
