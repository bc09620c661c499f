import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/**
 * Independent delivery: one remote is shipped and rolled back while the site keeps running, and a remote
 * built against incompatible contracts is refused with a fallback.
 */
const workspace = resolve(import.meta.dirname, '../..');
/** The legal remote's own package version: its builds are stamped with it. */
const legalVersion: string = JSON.parse(readFileSync(join(workspace, 'mf-legal/package.json'), 'utf8')).version;
const dataDir = process.env.E2E_DATA_DIR ?? '';

function release(...args: string[]): string {
  // Re-prerendering after each step is tested once, below; elsewhere it would only cost time.
  return execFileSync('pnpm', ['--filter', '@novavox/shell', 'run', '--silent', 'release', ...args, '--no-prerender'], {
    cwd: workspace,
    env: { ...process.env, RELEASES_DIR: join(dataDir, 'releases') },
    encoding: 'utf8',
  });
}

/** A copy of the legal remote's build with a visible change and a new build id, as CI would produce. */
async function buildArtefact(buildId: string): Promise<string> {
  const artefact = join(dataDir, `artefact-${buildId}`);
  await cp(join(workspace, 'mf-legal/dist'), artefact, { recursive: true });
  const jsDir = join(artefact, 'static/js');
  const files = (await readdir(jsDir, { recursive: true })).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const path = join(jsDir, file);
    const text = await readFile(path, 'utf8');
    if (text.includes('"Terms of Service"')) {
      await writeFile(path, text.replaceAll('"Terms of Service"', '"Terms of Service — release 2"'));
    }
  }
  const manifestPath = join(artefact, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  manifest.metaData.novavox.buildId = buildId;
  await writeFile(manifestPath, JSON.stringify(manifest));
  return artefact;
}

async function siteInstance(page: Page): Promise<string | undefined> {
  return (await page.request.get('/')).headers()['x-site-instance'];
}

async function openStatusPanel(page: Page) {
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin/remotes');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Remote status' })).toBeVisible();
}

test('a remote shipped alone is live on the next page load, and rolling back restores it', async ({ page }) => {
  const before = await siteInstance(page);
  await page.goto('/tos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service', exact: true })).toBeVisible();

  const buildId = `e2e-${Date.now()}`;
  const output = release('publish', 'mf-legal', '--dist', await buildArtefact(buildId));
  expect(output).toContain(`${legalVersion}+${buildId} is live`);
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes.mf_legal).toBe(
    `${origin('mf_legal')}/releases/${encodeURIComponent(`${legalVersion}+${buildId}`)}/mf-manifest.json`,
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service — release 2' })).toBeVisible();
  expect(await siteInstance(page)).toBe(before);

  await openStatusPanel(page);
  const row = page.locator('tr[data-remote="mf_legal"]');
  await expect(row).toContainText(buildId);
  await expect(row).toContainText(legalVersion);
  await page.getByRole('button', { name: 'Load every remote now' }).click();
  for (const remote of ['mf_marketing', 'mf_voice', 'mf_experiments']) {
    await expect(page.locator(`tr[data-remote="${remote}"]`)).not.toContainText('not loaded');
  }

  expect(release('rollback', 'mf-legal')).toContain(`withdrew ${legalVersion}+${buildId}`);
  await page.goto('/tos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service', exact: true })).toBeVisible();
  expect(await siteInstance(page)).toBe(before);
});

// The shell provides contracts 5.1.4 (shared-contracts/runtime/package.json): a newer minor may use what it lacks,
// another major breaks (4.x is the shared-contracts package before the split); either way the remote is refused
// before any of its code runs.
const refusals = [
  { contracts: '5.2.0', reason: 'built against contracts 5.2.0, which needs a newer minor version than the 5.1.4' },
  {
    contracts: '4.0.0',
    reason: 'built against contracts 4.0.0, and this shell provides 5.1.4 (another major version)',
  },
];
for (const { contracts, reason } of refusals) {
  test(`a remote built against contracts ${contracts} is refused with a fallback and a logged reason`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`${origin('mf_legal')}/**/mf-manifest.json`, async (route) => {
      const response = await route.fetch();
      const manifest = await response.json();
      manifest.metaData.novavox.contractsVersion = contracts;
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/tos');
    await expect(page.getByRole('alert').filter({ hasText: 'Legal pages are unavailable right now' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(warnings.join('\n')).toContain(reason);

    await openStatusPanel(page);
    await expect(page.locator('tr[data-remote="mf_legal"]')).toContainText(`built against contracts ${contracts}`);
  });
}

test('a remote built against another patch of the contracts still loads', async ({ page }) => {
  await page.route(`${origin('mf_legal')}/**/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.metaData.novavox.contractsVersion = '5.1.9';
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/tos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service', exact: true })).toBeVisible();
});

test('a prerendered page made stale by a shipped remote gives way to the live page', async ({ page, request }) => {
  expect(await (await request.get('/privacy')).text()).toContain('data-prerendered="/privacy"');
  const buildId = `e2e-stale-${Date.now()}`;
  release('publish', 'mf-legal', '--dist', await buildArtefact(buildId));
  try {
    const html = await (await request.get('/privacy')).text();
    expect(html).not.toContain('data-prerendered');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  } finally {
    release('rollback', 'mf-legal');
  }
  expect(await (await request.get('/privacy')).text()).toContain('data-prerendered="/privacy"');
});
