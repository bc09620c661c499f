import type { LocalService } from '@novavox/contracts-site/topology';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

const deepLinks: { service: LocalService; path: string; heading: RegExp }[] = [
  { service: 'mf_marketing', path: '/old-home', heading: /a daily call that keeps your family close/ },
  { service: 'mf_voice', path: '/voicecare', heading: /Voice call \(\/voicecare\)/ },
  { service: 'mf_experiments', path: '/variant-debug', heading: /Variant Debug/ },
  { service: 'mf_legal', path: '/privacy', heading: /Privacy Policy/ },
];

for (const { service, path, heading } of deepLinks) {
  test(`${service} runs standalone and deep-links to ${path}`, async ({ page }) => {
    await page.goto(`${origin(service)}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Events emitted on the bus' })).toBeVisible();
  });
}

test('a standalone harness lists the events its remote emits', async ({ page }) => {
  await page.goto(`${origin('mf_voice')}/care`);
  await page.getByRole('button', { name: 'Try Check-In Call' }).click();
  await expect(page.getByRole('dialog', { name: 'Wellness Check-In Call' })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('"type":"voice/open"')).toBeVisible();
});
