import type { APIRequestContext, Page } from '@playwright/test';
import { fakeMicrophone } from '../support/fake-microphone';
import { jsonAt } from '../support/json-at';
import { collectAlerts } from '../support/page-alerts';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { beginCall, DEMO_CALL, endCall, WELLNESS_CALL } from '../support/voice-call';
import { expect, test } from './fixtures';

/**
 * The voice remote in the composed site, with the real @vapi-ai/web and daily-js. The voice platform
 * and Daily cannot be reached from here, so their HTTP is intercepted: the platform's POST /call/web,
 * the call-machine download from c.daily.co, and daily-js's error reports to *.sentry.io.
 */

// The microphone pre-check and Daily need a microphone: Chromium's fake one, allowed without a prompt.
test.use(fakeMicrophone);

const PUBLIC_KEY = 'pk-e2e-public-key';
const ASSISTANT_ID = 'asst-e2e';
const VOICE_SDK_MARKER = 'Assistant or Squad or Workflow must be provided.';

/** The site's real config.json with a voice key, as an operator would configure it. */
async function serveConfigWithVoiceKey(page: Page, request: APIRequestContext): Promise<void> {
  const real = await jsonAt<Record<string, unknown>>(request, `${origin('shell')}/config.json`);
  const config = { ...real, voice: { publicKey: PUBLIC_KEY, assistantId: ASSISTANT_ID, apiBaseUrl: null } };
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
}

/** daily-js reports every failure to Sentry; nothing may leave for it. */
async function blockErrorReports(page: Page): Promise<void> {
  await page.route(/^https:\/\/[^/]*\.sentry\.io\//, (route) => route.abort('blockedbyclient'));
}

async function openWebCall(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Begin Check-In Web Call' }).click();
}

test.describe('web calls with the real SDK', () => {
  test.use({ expectedErrors: [/status of 500/] });

  test('the call endpoint answering 500 closes the live-call modal with a message', async ({ page, request }) => {
    await serveConfigWithVoiceKey(page, request);
    await blockErrorReports(page);
    const calls: { auth: string | null; body: unknown }[] = [];
    // The platform answers only once the live-call modal has been seen, which it otherwise leaves within ms.
    let release = () => {};
    const liveModalSeen = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('https://api.vapi.ai/call/web', async (route) => {
      calls.push({ auth: await route.request().headerValue('authorization'), body: route.request().postDataJSON() });
      await liveModalSeen;
      await route.fulfill({
        status: 500,
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { message: 'Internal server error', statusCode: 500 },
      });
    });
    const alerts = collectAlerts(page);

    await openWebCall(page);
    const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
    await expect(live).toBeVisible();
    await expect(live.getByRole('status')).toHaveText(/Connecting/);
    // The platform is configured: no word of a demo, and the steps of connecting are shown.
    await expect(live.getByText(/this web call is a demo/)).toHaveCount(0);
    await expect(live.getByRole('list', { name: 'Connection steps' })).toContainText('Preparing the call');
    await expect(live.getByRole('timer', { name: 'Call time' })).toHaveText('0:00');
    release();
    await expect(live).toHaveCount(0);
    expect(alerts).toEqual(['The call failed: Internal server error']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.auth).toBe(`Bearer ${PUBLIC_KEY}`);
    expect(calls[0]?.body).toMatchObject({
      assistantId: ASSISTANT_ID,
      assistantOverrides: { variableValues: { roleDescription: expect.stringContaining('78-year-old') } },
    });
    // The page still works: the dialog opens again.
    await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
    await expect(page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' })).toBeVisible();
  });
});

test.describe('when Daily cannot be reached', () => {
  // Chromium reports each refused download of the call machine; daily-js's error report to Sentry is
  // refused by the site's CSP before it leaves the page. (One pattern: Playwright would read a longer
  // array as a [value, options] fixture tuple.)
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED|\.ingest\.sentry\.io\//] });

  test('the call-machine download refused closes the live-call modal with a message', async ({ page, request }) => {
    test.setTimeout(scaled(60_000));
    await serveConfigWithVoiceKey(page, request);
    await blockErrorReports(page);
    await page.route('https://api.vapi.ai/call/web', (route) =>
      route.fulfill({
        status: 201,
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { id: 'call-e2e', webCallUrl: 'https://novavox-e2e.daily.co/e2e-room' },
      }),
    );
    const machineRequests: string[] = [];
    await page.route('https://c.daily.co/**', (route) => {
      machineRequests.push(route.request().url());
      return route.abort('connectionrefused');
    });
    const alerts = collectAlerts(page);

    await openWebCall(page);
    const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
    await expect(live).toBeVisible();
    await expect(live.getByRole('status')).toHaveText(/Connecting/);
    // daily-js tries three times, 3 s apart, before giving up (docs/voice.md §5).
    await expect(live).toHaveCount(0, { timeout: scaled(20_000) });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/^The call failed: .*call object bundle/i);
    expect(machineRequests.length).toBeGreaterThanOrEqual(1);
    expect(machineRequests[0]).toContain('https://c.daily.co/call-machine/versioned/0.87.0/');
  });
});

test('no voice SDK code is downloaded before a call dialog opens', async ({ page, request }) => {
  await serveConfigWithVoiceKey(page, request);
  const sdkDownloads: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (/\/voice-sdk\.[^/]*\.js$/.test(url) || body.includes(VOICE_SDK_MARKER)) sdkDownloads.push(url);
  });

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdkDownloads, 'the voice SDK must not load with the page').toEqual([]);

  // Opening the dialog (with web calls configured) is what fetches it, before any call is started.
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  await expect(page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' })).toBeVisible();
  await expect.poll(() => sdkDownloads.length).toBeGreaterThan(0);
  expect(sdkDownloads.every((url) => url.startsWith(origin('mf_voice')))).toBe(true);
});

test.describe('without a voice key (the embedded default)', () => {
  async function meterValue(page: Page, name: string): Promise<number> {
    return Number(await page.getByRole('meter', { name }).getAttribute('value'));
  }

  test('the web call is a real demo: audio drives the volume bar, the timer runs, the transcript grows, the microphone can be switched and muted', async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    const demoDownloads: string[] = [];
    page.on('response', (response) => {
      if (/\/voice-demo\.[^/]*\.js$/.test(response.url())) demoDownloads.push(response.url());
    });
    const clip: { status: number; type: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.mp3'))
        clip.push({ status: response.status(), type: response.headers()['content-type'] });
    });
    const alerts = collectAlerts(page);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(demoDownloads, 'the demo client must not load with the page').toEqual([]);

    await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
    await expect(dialog.getByText(/your browser will ask to use your microphone/)).toBeVisible();
    await expect(dialog.getByText(/No voice platform is configured on this site/)).toBeVisible();
    await expect.poll(() => demoDownloads.length, 'opening the dialog fetches the demo client').toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Begin Check-In Web Call' }).click();

    const live = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
    await expect(live).toBeVisible();
    await expect(
      live.getByText(/No voice platform is configured on this site, so this web call is a demo/),
    ).toBeVisible();
    // The assistant's clip is playing: its level, observed every 100 ms, moves the volume bar.
    await expect(live.getByText('Assistant is speaking')).toBeVisible({ timeout: scaled(10_000) });
    await expect.poll(() => meterValue(page, 'Assistant volume'), { timeout: scaled(5_000) }).toBeGreaterThan(0);
    expect(clip).toEqual([{ status: 200, type: 'audio/mpeg' }]);
    const timer = live.getByRole('timer', { name: 'Call time' });
    await expect(timer).toHaveText(/^0:0[1-9]$/, { timeout: scaled(5_000) });

    // The first line is in the transcript once the clip has said it (about 7 s in).
    const transcript = live.getByRole('log', { name: 'Live transcript' });
    await expect(transcript.getByRole('listitem').first()).toHaveText(/^Assistant: Good morning! This is Nova/, {
      timeout: scaled(15_000),
    });

    // Chromium's fake devices: the default input and two more; switching reopens the microphone live.
    const picker = live.getByRole('combobox', { name: 'Microphone' });
    const options = await picker.locator('option').allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(2);
    await picker.selectOption({ index: 1 });
    await expect(picker).not.toHaveValue('default');
    await expect.poll(() => meterValue(page, 'Your microphone'), { timeout: scaled(5_000) }).toBeGreaterThan(0);
    await expect(live.getByText(/Could not switch the microphone/)).toHaveCount(0);

    const mute = live.getByRole('button', { name: 'Mute microphone' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('meter', { name: 'Your microphone (muted)' })).toHaveAttribute('value', '0');

    // The clip plays on in real time while the test works, so more lines may follow: the second is the check.
    await expect(transcript.getByRole('listitem').nth(1)).toHaveText(
      "Assistant: I'm glad to hear from you. Did you sleep well last night?",
      { timeout: scaled(15_000) },
    );
    await endCall(page, live);
    expect(alerts).toEqual([]);
    await expect(page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' })).toBeFocused();
  });

  test('on a phone the demo call joins after the mobile wait and fits the screen @phone-only', async ({ page }) => {
    await page.goto('/');
    const live = await beginCall(page, DEMO_CALL);
    await expect(live.getByText('Assistant is speaking')).toBeVisible({ timeout: scaled(10_000) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await endCall(page, live);
  });

  test('on /voicecare the demo call is purple and ends with End Wellness Call', async ({ page }) => {
    await page.goto('/voicecare');
    const live = await beginCall(page, WELLNESS_CALL);
    await expect(live.getByRole('region', { name: 'Check-In Call in Progress' })).toHaveAttribute(
      'data-theme',
      'voicecare',
    );
    await expect(live.getByText('Assistant is speaking')).toBeVisible({ timeout: scaled(10_000) });
    await endCall(page, live, 'End Wellness Call');
  });

  test.describe('phone calls', () => {
    // The embedded api has no voice platform keys either: it answers 503, which Chromium logs.
    test.use({ expectedErrors: [/status of 503/] });

    test('Phone Call says at once that calls are unavailable, before a number is typed', async ({ page }) => {
      const alerts = collectAlerts(page);
      await page.goto('/care');
      await page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' }).click();
      const dialog = page.getByRole('dialog', { name: 'Wellness Check-In Call' });
      await dialog.getByRole('radio', { name: 'Phone Call' }).check();
      await expect(dialog.getByRole('status')).toHaveText(
        'Test phone calls are not available on this site yet. The web call works right here in your browser.',
      );
      await expect(dialog.getByLabel('Phone number')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Begin Wellness Call' })).toBeDisabled();
      expect(alerts).toEqual([]);
    });
  });
});

test.describe('phone calls', () => {
  test('a phone call request alerts success and closes the dialog', async ({ page }) => {
    let body: Record<string, unknown> | null = null;
    let userId: string | null = null;
    await page.route('**/create_phone_call', async (route) => {
      if (route.request().method() === 'OPTIONS') {
        await route.fulfill({
          status: 204,
          headers: {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Headers': 'content-type, x-user-id',
            'Access-Control-Allow-Methods': 'POST',
          },
        });
        return;
      }
      body = route.request().postDataJSON() as Record<string, unknown>;
      userId = await route.request().headerValue('x-user-id');
      await route.fulfill({
        status: 201,
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { callId: 'call-phone-e2e', status: 'queued' },
      });
    });
    const alerts = collectAlerts(page);
    // A visitor from before the site had one anonymous id still holds the voice remote's own.
    await page.addInitScript(() => localStorage.setItem('nvx_voice_visitor_id', 'old-voice-visitor'));

    await page.goto('/care');
    await page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wellness Check-In Call' });
    await dialog.getByRole('radio', { name: 'Phone Call' }).check();
    await dialog.getByLabel('Phone number').fill(' +1 (555) 123-4567 ');
    await dialog.getByRole('button', { name: 'Begin Wellness Call' }).click();

    await expect(dialog).toHaveCount(0);
    expect(alerts).toEqual(['Test call has been initiated successfully. You should receive a call shortly.']);
    expect(body).toMatchObject({ phoneNumber: '+1 (555) 123-4567', interviewTitle: 'Wellness Check-In Call' });
    expect(userId).toEqual((body as unknown as { userId: string }).userId);
    // The experiments' visitor id, so the api credits the call it places to this visitor's variants.
    const visitorId = await page.evaluate(() => localStorage.getItem('nvx_uid'));
    expect(visitorId).toBeTruthy();
    expect((body as unknown as { visitorId: string }).visitorId).toBe(visitorId);
    // One anonymous id: the api limits calls by the visitor id, and the voice remote's old id is forgotten.
    expect(userId).toBe(visitorId);
    expect(await page.evaluate(() => localStorage.getItem('nvx_voice_visitor_id'))).toBeNull();
  });
});
