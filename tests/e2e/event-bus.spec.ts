import { expectEscapeCloses } from '../support/escape-closes';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

test('an event emitted by the marketing remote opens the voice remote through the shell', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  await expectEscapeCloses(page, 'NovaVox Voice Assistant Demo');
});

test('the flavour chosen by the path travels with the event', async ({ page }) => {
  await page.goto('/care');
  await page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' }).click();
  await expect(page.getByRole('dialog', { name: 'Wellness Check-In Call' })).toBeVisible();
});

test('the shell and the remotes share one React and one event bus', async ({ page }) => {
  const contractChunks: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || url.startsWith(origin('shell'))) return;
    const body = await response.text().catch(() => '');
    if (body.includes('needs a RuntimeConfigProvider above it')) contractChunks.push(url);
  });
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('dialog', { name: /waitlist/i })).toBeVisible();
  await page.goto('/tos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(contractChunks, 'remotes must use the shell’s copy of shared-contracts').toEqual([]);
});

test("while a call is set up every call trigger on the page reads 'Setting up...' and is disabled", async ({
  page,
}) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/create_phone_call', async (route) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'content-type, x-user-id',
      'Access-Control-Allow-Methods': 'POST',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    // The phone call is being set up for as long as this request is unanswered.
    await answered;
    return route.fulfill({ status: 201, headers: cors, json: { callId: 'call-e2e', status: 'queued' } });
  });
  page.on('dialog', (alert) => void alert.dismiss());

  await page.goto('/care');
  // The page behind the open dialog is inert, so its buttons are out of the accessibility tree.
  const navTrigger = page
    .getByRole('banner')
    .getByRole('button', { name: /Try Check-In Call|Setting up/, includeHidden: true });
  const heroTrigger = page
    .getByRole('main')
    .getByRole('button', { name: /Try Check-In Call|Setting up/, includeHidden: true });
  await heroTrigger.click();
  const dialog = page.getByRole('dialog', { name: 'Wellness Check-In Call' });
  await dialog.getByRole('radio', { name: 'Phone Call' }).check();
  await dialog.getByLabel('Phone number').fill('+1 555 123 4567');
  await dialog.getByRole('button', { name: 'Begin Wellness Call' }).click();

  for (const trigger of [navTrigger, heroTrigger]) {
    await expect(trigger).toHaveText('Setting up...');
    await expect(trigger).toBeDisabled();
  }
  answer();
  await expect(dialog).toHaveCount(0);
  for (const trigger of [navTrigger, heroTrigger]) {
    await expect(trigger).toHaveText('Try Check-In Call');
    await expect(trigger).toBeEnabled();
  }
});
