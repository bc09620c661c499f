import { expect, test } from './fixtures';

const screens: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /daily (check-in )?call/i },
  { path: '/novavox-family', heading: /daily (check-in )?call/i },
  { path: '/care', heading: /daily (check-in )?call/i },
  { path: '/voicecare', heading: /daily (check-in )?call/i },
  { path: '/customer-insights', heading: /daily (check-in )?call/i },
  { path: '/signup', heading: /early access/i },
  { path: '/old-home', heading: /NovaVox/ },
  { path: '/admin/tests', heading: /A\/B Test Dashboard/ },
  { path: '/variant-debug', heading: /Variant Debug/ },
  { path: '/tos', heading: /Terms of Service/ },
  { path: '/privacy', heading: /Privacy Policy/ },
];

for (const { path, heading } of screens) {
  test(`${path} renders its remote's screen inside the header and footer @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/NovaVox/);
  });
}

test('the waitlist routes open the waitlist modal over the landing page', async ({ page }) => {
  for (const path of ['/waitlist?source=newsletter', '/novavox-family/waitlist']) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: /waitlist/i })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /daily (check-in )?call/i })).toBeAttached();
  }
});

test('closing the waitlist of a waitlist route returns to the page under it, with history to match', async ({
  page,
}) => {
  await page.goto('/tos');
  await page.goto('/novavox-family/waitlist?source=newsletter');
  const waitlist = page.getByRole('dialog', { name: /waitlist/i });
  await expect(waitlist).toBeVisible();

  // Back while it is open leaves the route and closes it; Forward opens it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/tos$/);
  await expect(waitlist).toHaveCount(0);
  await page.goForward();
  await expect(waitlist).toBeVisible();

  await waitlist.getByRole('button', { name: 'Close dialog' }).click();
  await expect(waitlist).toHaveCount(0);
  await expect(page).toHaveURL(/\/novavox-family$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(waitlist).toHaveCount(0);
  // The waitlist entry was replaced: Back goes to the page before it, not into the modal again.
  await page.goBack();
  await expect(page).toHaveURL(/\/tos$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/novavox-family$/);
  await expect(waitlist).toHaveCount(0);

  await page.goto('/waitlist');
  await expect(waitlist).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(waitlist).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test.describe('an unknown path', () => {
  // The browser reports the page's own 404 status in the console; here it is the point.
  test.use({ expectedErrors: [/Failed to load resource.*404/] });
  test('answers HTTP 404 and shows the 404 page inside the site', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    // The served HTML says it before any script runs (a crawler or a slow phone reads this title).
    expect(await response?.text()).toContain('<title>Page not found — NovaVox</title>');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('navigating between routes owned by different remotes keeps the shell', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/tos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test.describe('runtime files', () => {
  test('a malformed remotes.json names the file and the problem', async ({ page }) => {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"mf_voice": 42' }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'NovaVox could not start' })).toBeVisible();
    await expect(page.getByText('/remotes.json')).toBeVisible();
    await expect(page.getByText(/is not valid JSON/)).toBeVisible();
  });

  test('a remotes.json with a bad entry names the remote', async ({ page }) => {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ mf_marketing: 'nope', mf_voice: 'http://a/m.json', mf_legal: 'http://a/m.json' }),
      }),
    );
    await page.goto('/');
    await expect(page.getByText('"mf_marketing" must be an absolute http(s) URL')).toBeVisible();
    await expect(page.getByText('"mf_experiments" is missing')).toBeVisible();
  });

  test.describe('when config.json is missing', () => {
    test.use({ expectedErrors: [/Failed to load resource.*404/] });
    test('the screen says so', async ({ page }) => {
      await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.goto('/');
      await expect(page.getByText('/config.json')).toBeVisible();
      await expect(page.getByText(/answered HTTP 404/)).toBeVisible();
    });
  });
});
