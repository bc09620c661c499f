// scratch: screenshots (not committed)
import { chromium } from '@playwright/test';

const [, , path, w, h, out, action] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
const ctx = await browser.newContext({
  viewport: { width: +w, height: +h },
  permissions: ['microphone'],
  isMobile: +w < 500,
  hasTouch: +w < 500,
});
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:7000' + path);
await page.waitForFunction(
  () => document.documentElement.dataset.nvxReady === 'true' || !document.querySelector('#root[data-prerendered]'),
  undefined,
  { timeout: 15000 },
);
await page.waitForTimeout(500);
if (action === 'call') {
  await page
    .getByRole('main')
    .getByRole('button', { name: /Try AI Voice Call Now|Try Check-In Call/ })
    .first()
    .click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: out.replace('.png', '-setup.png') });
  await page.getByRole('button', { name: /^Begin/ }).click();
  await page.waitForTimeout(+(process.env.WAIT ?? 6000));
  const b = await page
    .getByRole('button', { name: /End Interview|End Wellness/ })
    .boundingBox()
    .catch(() => null);
  console.log('end button', JSON.stringify(b));
} else if (action === 'full') {
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
  process.exit(0);
}
await page.screenshot({ path: out });
await browser.close();
