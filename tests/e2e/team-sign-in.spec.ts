import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { origin } from '../support/site';
import { E2E_TEAM, signedInStorageState, signInLinksTo, waitForSignInLinks } from '../support/team-sign-in';
import { expect, test } from './fixtures';

/**
 * A marketer signs in to /admin/tests through the e-mailed link, as a person does: the address typed on the
 * dashboard, the e-mail read from the real SMTP inbox, the link's page, its button. Until they are signed in the
 * stats answer 401, which the browser logs.
 */
test.use({
  storageState: { cookies: [], origins: [] },
  // One pattern (test.use reads a two-element array as [value, options]): the 401s, and axe's stylesheet probe.
  expectedErrors: [new RegExp(`status of 401|${AXE_STYLESHEET_PROBE.map((pattern) => pattern.source).join('|')}`)],
});

test('a marketer signs in through the e-mailed link, sees the experiments and no personal data, and signs out', async ({
  page,
}) => {
  // Three loads of the dashboard and a mail round trip: more than one page's share of a shared machine.
  test.setTimeout(60_000);
  await page.goto('/admin/tests');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  const before = (await signInLinksTo(E2E_TEAM.signInMarketer)).length;
  await form.getByLabel('Work e-mail').fill(E2E_TEAM.signInMarketer);
  await form.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const [link] = await waitForSignInLinks(E2E_TEAM.signInMarketer, before + 1);
  if (!link) throw new Error('no sign-in link');

  // Opening the link, as a mail scanner would, signs no one in: the page asks.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in to the experiments dashboard?' })).toBeVisible();
  await expect(page.getByText(`You are signing in as ${E2E_TEAM.signInMarketer}.`)).toBeVisible();
  expect((await page.request.get(`${origin('api')}/team/me`)).status()).toBe(401);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin('shell')}/admin/tests`);
  await expect(page.getByText(`Signed in as ${E2E_TEAM.signInMarketer}`)).toBeVisible();
  await expect(page.getByText('role: marketing')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Personal data' })).toHaveCount(0);
  // The api refuses the marketer the personal data, whatever the page shows.
  expect((await page.request.get(`${origin('api')}/admin/waitlist.csv`)).status()).toBe(403);
  expect((await page.request.get(`${origin('api')}/team/me`)).status()).toBe(200);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /This sign-in link is not valid/ })).toBeVisible();

  await page.goto('/admin/tests');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get(`${origin('api')}/team/me`)).status()).toBe(401);
});

test('the admin gets the personal-data links', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await signedInStorageState(E2E_TEAM.admin) });
  const page = await context.newPage();
  await page.goto('/admin/tests');
  const links = page.getByRole('navigation', { name: 'Personal data' });
  await expect(links.getByRole('link', { name: 'Waitlist export (CSV)' })).toHaveAttribute(
    'href',
    `${origin('api')}/admin/waitlist.csv`,
  );
  expect((await context.request.get(`${origin('api')}/admin/waitlist.csv`)).status()).toBe(200);
  await context.close();
});
