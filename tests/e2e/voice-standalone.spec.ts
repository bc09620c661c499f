import type { Dialog, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/**
 * mf-voice's standalone harness: every flavour opens its dialog, and a whole web call runs against the
 * scripted fake voice client, without keys, a microphone or the voice platform.
 */
const flavours = [
  {
    path: '/',
    trigger: 'Try AI Voice Call Now',
    title: 'NovaVox Voice Assistant Demo',
    submit: 'Begin Check-In Web Call',
  },
  { path: '/care', trigger: 'Try Check-In Call', title: 'Wellness Check-In Call', submit: 'Begin Wellness Call' },
  { path: '/voicecare', trigger: 'Try Check-In Call', title: 'Wellness Check-In Call', submit: 'Begin Wellness Call' },
  {
    path: '/customer-insights',
    trigger: 'Customer Interview',
    title: 'NovaVox Voice Assistant Demo',
    submit: 'Begin Check-In Web Call',
  },
];

async function openDialog(page: Page, path: string, trigger: string, title: string) {
  await page.goto(`${origin('mf_voice')}${path}`);
  await page.getByRole('main').getByRole('button', { name: trigger }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const { path, trigger, title, submit } of flavours) {
  test(`standalone ${path}: '${trigger}' opens '${title}'`, async ({ page }) => {
    const dialog = await openDialog(page, path, trigger, title);
    await expect(dialog.getByRole('radio', { name: 'Web Call' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: submit })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
}

test('standalone /voicecare runs a whole fake call in the purple live-call modal', async ({ page }) => {
  const dialog = await openDialog(page, '/voicecare', 'Try Check-In Call', 'Wellness Check-In Call');
  await dialog.getByRole('button', { name: 'Begin Wellness Call' }).click();

  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live).toBeVisible();
  await expect(live.getByRole('region', { name: 'Check-In Call in Progress' })).toHaveAttribute(
    'data-theme',
    'voicecare',
  );
  await expect(live.getByText(/Listening|Assistant is speaking/)).toBeVisible();
  const transcript = live.getByRole('log', { name: 'Live transcript' });
  await expect(transcript.getByRole('listitem')).toHaveCount(3, { timeout: 10_000 });
  await expect(transcript.getByRole('listitem').first()).toHaveText(/^Assistant: Good morning!/);
  await expect(transcript.getByRole('listitem').nth(1)).toHaveText(/^You: /);

  const mute = live.getByRole('button', { name: 'Mute microphone' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  await live.getByRole('button', { name: 'End Wellness Call' }).click();
  await expect(live).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' })).toBeFocused();
});

test('standalone: a fatal fake error closes the live-call modal with a message', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (alert: Dialog) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  await page.goto(`${origin('mf_voice')}/`);
  await page.getByLabel('Fake call scenario').selectOption('fatalError');
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  await page.getByRole('button', { name: 'Begin Check-In Web Call' }).click();
  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live).toBeVisible();
  await expect(live).toHaveCount(0);
  expect(alerts).toEqual(['The call failed: Failed to load call object bundle']);
});

test('standalone: the assistant hanging up shows why the call ended', async ({ page }) => {
  await page.goto(`${origin('mf_voice')}/care`);
  await page.getByLabel('Fake call scenario').selectOption('assistantHangsUp');
  await page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' }).click();
  await page.getByRole('button', { name: 'Begin Wellness Call' }).click();
  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live.getByText('The assistant ended the call.')).toBeVisible();
  await live.getByRole('button', { name: 'Close' }).click();
  await expect(live).toHaveCount(0);
});

test('the call-setup dialog and the live-call modal pass an accessibility scan', async ({ page }) => {
  const scan = () => axeViolations(page, 'dialog');
  const dialog = await openDialog(page, '/voicecare', 'Try Check-In Call', 'Wellness Check-In Call');
  await dialog.getByRole('radio', { name: 'Phone Call' }).check();
  await dialog.getByLabel('Phone number').fill('not a number');
  await dialog.getByRole('button', { name: 'Begin Wellness Call' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid phone number format. Please use format: +15551234567');
  expect(await scan()).toEqual([]);

  await dialog.getByRole('radio', { name: 'Web Call' }).check();
  await dialog.getByRole('button', { name: 'Begin Wellness Call' }).click();
  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live.getByRole('log', { name: 'Live transcript' }).getByRole('listitem')).not.toHaveCount(0, {
    timeout: 10_000,
  });
  expect(await scan()).toEqual([]);
});
