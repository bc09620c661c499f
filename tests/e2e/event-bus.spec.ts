import { origin } from '../support/site';
import { expect, test } from './fixtures';

test('an event emitted by the marketing remote opens the voice remote through the shell', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
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
