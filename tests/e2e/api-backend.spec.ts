import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { catalogWeights } from '@novavox/contracts-experiments';
import { visitorsIn } from '../support/bucketed-visitors';
import { pauseExperiment, runExperiment } from '../support/confirmed-signup';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/**
 * The embedded api as the browser uses it: the shell page reads the endpoints from /config.json and calls the
 * api cross-origin (CORS preflight for JSON), like the site's forms, the event forwarder and the dashboard.
 * The marketing forms' UI is tested by its own specs; these calls go straight through the page's fetch.
 */
interface Endpoints {
  waitlist: string;
  contact: string;
  phoneCall: string;
  abStats: string;
  events: string | null;
}

// Chromium logs every non-2xx fetch as "Failed to load resource"; these tests provoke 422 and 503 on purpose.
test.use({ expectedErrors: [/Failed to load resource: the server responded with a status of (422|503)/] });

/**
 * A document on the site's origin that loads no remote, so these tests do not depend on the remotes' builds.
 * A text document makes Chromium ask for /favicon.ico, which the site does not serve (its pages link an icon).
 */
async function openSitePage(page: import('@playwright/test').Page): Promise<Endpoints> {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto('/robots.txt');
  return page.evaluate(async () => (await (await fetch('/config.json')).json()).endpoints);
}

function postFromPage(
  page: import('@playwright/test').Page,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return page.evaluate(
    async ({ url, body, headers }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { url, body, headers },
  );
}

test('a waitlist sign-up from the site is stored once per e-mail, never overwritten, and exported', async ({
  page,
  request,
}) => {
  const endpoints = await openSitePage(page);
  expect(endpoints.waitlist).toBe(`${origin('api')}/forms/waitlist`);
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = {
    firstName: 'Eve',
    lastName: 'Tester',
    email,
    source: 'e2e',
    name: 'Eve Tester',
    receiveUpdates: true,
    consentVersion: WAITLIST_CONSENT.version,
  };

  const first = await postFromPage(page, endpoints.waitlist, signUp);
  expect(first).toEqual({ status: 201, body: { ok: true } });
  // Someone else with the same address in other letters: the same answer, and nothing changes.
  const again = await postFromPage(page, endpoints.waitlist, {
    ...signUp,
    email: email.toUpperCase(),
    lastName: 'Again',
  });
  expect(again).toEqual(first);

  const csv = await (await request.get(`${origin('api')}/admin/waitlist.csv`)).text();
  const rows = csv.split('\r\n').filter((line) => line.toLowerCase().includes(email));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(',Eve,Tester,Eve Tester,');
  expect(rows[0]).toContain(',pending,');
});

test('invalid forms come back with the spec messages, readable cross-origin', async ({ page }) => {
  const endpoints = await openSitePage(page);
  const contact = await postFromPage(page, endpoints.contact, {
    firstName: '',
    lastName: 'Tester',
    email: 'not-an-email',
    phone: 'call me',
    message: 'short',
  });
  expect(contact.status).toBe(422);
  expect(contact.body.fields).toEqual({
    firstName: 'First name is required',
    email: 'Invalid email format',
    phone: 'Invalid phone format',
    message: 'Message should be at least 10 characters',
  });
  expect(contact.body.error).toEqual(expect.any(String));
});

test('events posted by the site show up in the A/B stats', async ({ page }) => {
  const endpoints = await openSitePage(page);
  const events = endpoints.events;
  expect(events).not.toBeNull();
  const readViews = async () =>
    page.evaluate(async (url) => {
      // The stats are the team's: the page sends its session cookie, as the dashboard does.
      const body = await (await fetch(`${url}?startDate=today&endDate=today`, { credentials: 'include' })).json();
      const experiment = body.experiments.find((candidate: { id: string }) => candidate.id === 'cta_layout');
      return { views: experiment.variants.C.views as number, connected: body.connectionSuccessful as boolean };
    }, endpoints.abStats);

  // The api takes impressions only of a running experiment, for the arm the visitor's id falls in.
  await runExperiment(page.request, 'cta_layout');
  const before = await readViews();
  // Only an id the api signed counts (support/signed-visitor.ts); the signature leaves the arm as it is.
  const visitor = visitorsIn('cta_layout', catalogWeights('cta_layout'), { C: 1 })[0]?.id;
  const posted = await postFromPage(page, events ?? '', {
    events: [
      { name: 'experiment_impression', experiment_id: 'cta_layout', variant_id: 'C', visitor_id: visitor },
      { name: 'experiment_impression', experiment_id: 'cta_layout', variant_id: 'C', visitor_id: visitor },
      { name: 'page_view', page_path: '/privacy', visitor_id: visitor },
    ],
  });
  await pauseExperiment(page.request, 'cta_layout');
  expect(posted).toEqual({ status: 202, body: { ok: true, accepted: 3 } });
  const after = await readViews();
  expect(after.connected).toBe(true);
  // Other specs may record impressions at the same time; this visitor adds exactly one unique view.
  expect(after.views - before.views).toBeGreaterThanOrEqual(1);
});

test('phone calls answer the not-configured message when no voice keys are set', async ({ page }) => {
  const endpoints = await openSitePage(page);
  const response = await postFromPage(
    page,
    endpoints.phoneCall,
    {
      userId: 'e2e',
      interviewId: 'e2e',
      phoneNumber: '+15551234567',
      roleDescription: 'x',
      prompt: 'x',
      interviewTitle: 'x',
    },
    { 'x-user-id': 'e2e' },
  );
  expect(response).toEqual({
    status: 503,
    body: expect.objectContaining({
      message: 'Test phone calls are not available on this site yet. The web call works right here in your browser.',
    }),
  });
});

test('the api refuses other origins', async ({ request }) => {
  const response = await request.post(`${origin('api')}/forms/waitlist`, {
    headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
    data: { firstName: 'Mallory', lastName: 'X', email: 'mallory@example.com' },
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
});
