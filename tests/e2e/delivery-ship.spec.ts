import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { experimentCatalog } from '@novavox/contracts-experiments';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * Marketing ships experiments alone: the catalog and its copy are bundled by the remotes that use them, not
 * shared from the shell's copy of the contracts, so new copy and a new variant reach visitors with `pnpm ship`
 * of those remotes while the shell keeps running its build untouched.
 */
const workspace = resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_DATA_DIR ?? '';
const catalogFile = join(workspace, 'shared-contracts/experiments/src/experiment-catalog.ts');

async function javaScriptOf(app: string): Promise<Map<string, string>> {
  const dir = join(workspace, app, 'dist/static/js');
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.js')).sort();
  return new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(join(dir, file), 'utf8')] as const)),
  );
}

async function fingerprint(app: string): Promise<string> {
  const hash = createHash('sha256');
  for (const [file, text] of await javaScriptOf(app)) hash.update(file).update(text);
  return hash.digest('hex');
}

function pnpm(args: string[]): string {
  return execFileSync('pnpm', args, {
    cwd: workspace,
    env: { ...process.env, RELEASES_DIR: join(dataDir, 'releases') },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test("the shell's JavaScript carries no experiment copy; the marketing remote's does", async () => {
  const copy = experimentCatalog.flatMap((experiment) => experiment.variants.map((variant) => variant.description));
  const shell = [...(await javaScriptOf('shell')).values()].join('\n');
  const marketing = [...(await javaScriptOf('mf-marketing')).values()].join('\n');
  expect(copy.filter((text) => shell.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
  expect(copy.filter((text) => !marketing.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
});

test('new variant copy and a new variant ship with the owning remotes alone, the shell untouched', async ({ page }) => {
  test.setTimeout(scaled(600_000));
  const original = await readFile(catalogFile, 'utf8');
  const stamp = Date.now().toString(36);
  const newCopy = `Shipped without the shell (${stamp}): a daily call for Mom, a daily update for you.`;
  const newVariant = `Shipped variant ${stamp}`;
  const oldCopy =
    'A caring AI voice asks about mood, sleep, activity and medication routines, so you know how Mom or Dad is doing.';
  // The subheadline's variant B gets new copy, and the experiment gets a sixth variant, F.
  const edited = original
    .replace(`'${oldCopy}',`, `'${newCopy}',`)
    .replace(
      /(\[\s*'Families apart',\s*'[^']*',\s*\],)/,
      `$1\n    ['${newVariant}', 'A variant added and shipped by the delivery test.'],`,
    );
  expect(edited).toContain(newCopy);
  expect(edited).toContain(newVariant);

  const shellBefore = await fingerprint('shell');
  const instanceBefore = (await page.request.get('/')).headers()['x-site-instance'];
  await page.goto('/?nvx_subheadline=B');
  await expect(page.getByText(oldCopy)).toBeVisible();

  await writeFile(catalogFile, edited);
  try {
    expect(pnpm(['ship', 'mf-marketing', '--no-prerender'])).toContain('mf_marketing');
    expect(pnpm(['ship', 'mf-experiments', '--no-prerender'])).toContain('mf_experiments');

    await page.goto('/?nvx_subheadline=B');
    await expect(page.getByText(newCopy)).toBeVisible();
    await page.goto('/?nvx_subheadline=F');
    await expect(page.getByText('A variant added and shipped by the delivery test.')).toBeVisible();
    await page.goto('/admin/tests');
    const card = page.getByRole('article', { name: 'Subheadline' });
    // The variant table (docs/requirements.md §2) names the new variant, with its description on hover.
    await expect(card.getByTitle('A variant added and shipped by the delivery test.')).toHaveText(newVariant);

    expect((await page.request.get('/')).headers()['x-site-instance']).toBe(instanceBefore);
    expect(await fingerprint('shell')).toBe(shellBefore);
  } finally {
    // The plain builds are the rollback floor of every other test: rebuild them from the original catalog.
    await writeFile(catalogFile, original);
    for (const remote of ['mf-marketing', 'mf-experiments']) {
      pnpm(['--filter', `@novavox/${remote}`, 'run', 'build']);
      pnpm(['--filter', '@novavox/shell', 'run', 'release', 'rollback', remote, '--no-prerender']);
    }
  }
  await page.goto('/?nvx_subheadline=B');
  await expect(page.getByText(oldCopy)).toBeVisible();
});
