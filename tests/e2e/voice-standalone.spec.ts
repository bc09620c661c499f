import type { Dialog, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { fakeMicrophone } from '../support/fake-microphone';
import { fakePhoneCallPlatform } from '../support/fake-phone-call-platform';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { endCall } from '../support/voice-call';
import { expect, test } from './fixtures';

/**
 * mf-voice's standalone harness: every flavour opens its dialog, and a whole web call runs against the
 * scripted fake voice client, without keys, a microphone or the voice platform. The "As the site runs
 * it" scenario uses the real backend, i.e. the embedded demo with real audio and Chromium's fake
 * microphone.
 */
test.use(fakeMicrophone);
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
  await expect(transcript.getByRole('listitem')).toHaveCount(3, { timeout: scaled(10_000) });
  await expect(transcript.getByRole('listitem').first()).toHaveText(/^Assistant: Good morning!/);
  await expect(transcript.getByRole('listitem').nth(1)).toHaveText(/^You: /);

  const mute = live.getByRole('button', { name: 'Mute microphone' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  await endCall(page, live, 'End Wellness Call');
  await expect(page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' })).toBeFocused();
});

test('standalone: the controls of a fake call (steps, timer, network, microphone picker)', async ({ page }) => {
  const dialog = await openDialog(page, '/', 'Try AI Voice Call Now', 'NovaVox Voice Assistant Demo');
  await expect(dialog.getByText(/your browser will ask to use your microphone/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Begin Check-In Web Call' }).click();
  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live.getByText('Listening')).toBeVisible();
  await expect(live.getByText('Connection: Good')).toBeVisible();
  await expect(live.getByRole('timer', { name: 'Call time' })).toHaveText(/^0:0[1-9]$/, { timeout: scaled(5_000) });
  const picker = live.getByRole('combobox', { name: 'Microphone' });
  await expect(picker.locator('option')).toHaveText(['Default microphone', 'Headset microphone']);
  await picker.selectOption({ label: 'Headset microphone' });
  await expect(picker).toHaveValue('headset');
  await endCall(page, live);
});

test('standalone: a dropped connection shows its quality and a way back', async ({ page }) => {
  await page.goto(`${origin('mf_voice')}/`);
  await page.getByLabel('Fake call scenario').selectOption('networkDrop');
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  await page.getByRole('button', { name: 'Begin Check-In Web Call' }).click();
  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live.getByText('Connection: Poor')).toBeVisible({ timeout: scaled(10_000) });
  await expect(live.getByRole('alert')).toContainText('The connection dropped.');
  await live.getByRole('button', { name: 'Reconnect now' }).click();
  // A new call starts: it connects, and its quality is measured afresh.
  await expect(live.getByRole('alert')).toHaveCount(0);
  await expect(live.getByText('Connection: Good')).toBeVisible({ timeout: scaled(10_000) });
  await endCall(page, live);
});

test('standalone: a blocked microphone is explained, with a way forward', async ({ page }) => {
  // A server that can place phone calls, so that the phone call is a way forward and not a refusal.
  await fakePhoneCallPlatform(page);
  await page.goto(`${origin('mf_voice')}/`);
  await page.getByLabel('Fake call scenario').selectOption('microphoneBlocked');
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
  await dialog.getByRole('button', { name: 'Begin Check-In Web Call' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Microphone access is blocked/);
  await expect(dialog.getByRole('button', { name: 'I allowed the microphone, try again' })).toBeVisible();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Use Phone Call instead' }).click();
  await expect(dialog.getByRole('radio', { name: 'Phone Call' })).toBeChecked();
  const number = dialog.getByLabel('Phone number');
  await expect(number).toBeVisible();
  await number.fill('+1 555 123 4567');
  await expect(dialog.getByRole('button', { name: 'Begin Check-In Phone Call' })).toBeEnabled();
});

test('standalone: on a server that cannot place phone calls, a blocked microphone suggests none', async ({ page }) => {
  // The api under test has no voice platform keys: GET /create_phone_call says calls are unavailable.
  await page.goto(`${origin('mf_voice')}/`);
  await page.getByLabel('Fake call scenario').selectOption('microphoneBlocked');
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
  const begin = dialog.getByRole('button', { name: 'Begin Check-In Web Call' });
  const blocked =
    'Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again.';
  await begin.click();
  await expect(dialog.getByRole('alert')).toHaveText(blocked);
  await expect(dialog.getByRole('button', { name: 'I allowed the microphone, try again' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Use Phone Call instead' })).toHaveCount(0);
  // No way round in a circle: Phone Call says it is unavailable, and back on Web Call nothing points to it again.
  await dialog.getByRole('radio', { name: 'Phone Call' }).check();
  await expect(
    dialog.getByText('Test phone calls are not available on this site yet.', { exact: false }).first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Use Web Call instead' }).click();
  await begin.click();
  await expect(dialog.getByRole('alert')).toHaveText(blocked);
  await expect(dialog.getByRole('button', { name: 'Use Phone Call instead' })).toHaveCount(0);
  expect(await axeViolations(page, 'dialog')).toEqual([]);
});

test('standalone: the embedded demo plays with real audio, as the site runs it without keys', async ({ page }) => {
  test.setTimeout(scaled(45_000));
  await page.goto(`${origin('mf_voice')}/care`);
  await page.getByLabel('Fake call scenario').selectOption('site');
  await page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' }).click();
  await page.getByRole('button', { name: 'Begin Wellness Call' }).click();
  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live.getByText('Demo call')).toBeVisible();
  await expect(live.getByText('Assistant is speaking')).toBeVisible({ timeout: scaled(10_000) });
  await expect
    .poll(async () => Number(await live.getByRole('meter', { name: 'Assistant volume' }).getAttribute('value')))
    .toBeGreaterThan(0);
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  // On a slow machine the clip can reach its end on its own meanwhile: the dialog is then the ended call's.
  await endCall(page, live);
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
  // Once the call has ended the dialog says so in its title.
  const live = page.getByRole('dialog', { name: /^Check-In Call (in Progress|Ended)$/ });
  await expect(live.getByText('The assistant ended the call.')).toBeVisible();
  await live.getByRole('button', { name: 'Close' }).click();
  await expect(live).toHaveCount(0);
});

test('the call-setup dialog and the live-call modal pass an accessibility scan', async ({ page }) => {
  const scan = () => axeViolations(page, 'dialog');
  // As the api without the voice platform's keys answers: the dialog says so in place of the number field.
  const unavailable = await openDialog(page, '/voicecare', 'Try Check-In Call', 'Wellness Check-In Call');
  await unavailable.getByRole('radio', { name: 'Phone Call' }).check();
  await expect(unavailable.getByRole('status')).toHaveText(
    'Test phone calls are not available on this site yet. The web call works right here in your browser.',
  );
  await expect(unavailable.getByRole('button', { name: 'Use Web Call instead' })).toBeVisible();
  expect(await scan()).toEqual([]);
  await unavailable.getByRole('button', { name: 'Cancel' }).click();
  await expect(unavailable).toHaveCount(0);

  // With a server that places phone calls: the number field, marked invalid with its error line.
  await fakePhoneCallPlatform(page);
  const dialog = await openDialog(page, '/voicecare', 'Try Check-In Call', 'Wellness Check-In Call');
  await dialog.getByRole('radio', { name: 'Phone Call' }).check();
  await dialog.getByLabel('Phone number').fill('not a number');
  await dialog.getByRole('button', { name: 'Begin Wellness Call' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid phone number format. Please use format: +15551234567');
  await expect(dialog.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  expect(await scan()).toEqual([]);

  await dialog.getByRole('radio', { name: 'Web Call' }).check();
  await dialog.getByRole('button', { name: 'Begin Wellness Call' }).click();
  const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
  await expect(live.getByRole('log', { name: 'Live transcript' }).getByRole('listitem')).not.toHaveCount(0, {
    timeout: scaled(10_000),
  });
  expect(await scan()).toEqual([]);
});
