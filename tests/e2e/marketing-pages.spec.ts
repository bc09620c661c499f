import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { gotoLive } from '../support/live-page';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

test.describe('accessibility of the marketing screens', () => {
  test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

  test('the landing page has no WCAG 2.1 AA violations', async ({ page }) => {
    await gotoLive(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('heading', { name: 'How It Works', level: 2 }).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const { open, name } of [
    { open: 'Join Waitlist', name: 'Join the Waitlist' },
    { open: 'Hear a sample call', name: 'Hear a sample check-in call' },
  ]) {
    test(`the "${name}" modal has no WCAG 2.1 AA violations`, async ({ page }) => {
      await gotoLive(page, '/');
      await page.getByRole('main').getByRole('button', { name: open }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(await axeViolations(page, 'dialog')).toEqual([]);
    });
  }

  test('the Contact Us modal has no WCAG 2.1 AA violations', async ({ page }) => {
    await gotoLive(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
  });

  test('/signup and /old-home have no WCAG 2.1 AA violations', async ({ page }) => {
    for (const path of ['/signup', '/old-home']) {
      await gotoLive(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
    }
  });
});

test('the demo modal plays the sample check-in call and shows its transcript', async ({ page }) => {
  await gotoLive(page, '/');
  await page.getByRole('main').getByRole('button', { name: 'Hear a sample call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hear a sample check-in call' });
  await expect(dialog.getByRole('list', { name: 'Transcript of the sample call' }).getByRole('listitem')).toHaveCount(
    7,
  );

  const audio = dialog.locator('audio');
  const source = await audio.evaluate((element: HTMLAudioElement) => element.currentSrc);
  expect(source).toMatch(new RegExp(`^${origin('mf_marketing')}/static/media/sample-check-in-call\\.[0-9a-f]+\\.mp3$`));

  await dialog.getByRole('button', { name: 'Play sample call' }).click();
  await expect(dialog.getByRole('button', { name: 'Pause sample call' })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.3);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(20);

  await dialog.getByRole('button', { name: 'Pause sample call' }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Play sample call' })).toBeVisible();
});

/**
 * The clip's length from its own MPEG audio frames (each 576 samples in MPEG-2 layer III, 1152 in MPEG-1),
 * read independently of any browser; and whether every frame has the same bit rate, since a browser
 * estimates the length of an MP3 without a Xing/Info header from its size and first frame's bit rate.
 */
function mp3Facts(bytes: Buffer): { seconds: number; constantBitRate: boolean } {
  const byte = (at: number) => bytes[at] ?? 0;
  const bitRatesKbps = {
    mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
    mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  };
  const sampleRates = { mpeg1: [44100, 48000, 32000], mpeg2: [22050, 24000, 16000] };
  const id3Size = (byte(6) << 21) | (byte(7) << 14) | (byte(8) << 7) | byte(9);
  let offset = bytes.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + id3Size : 0;
  let seconds = 0;
  const seen = new Set<number>();
  while (offset + 4 <= bytes.length && byte(offset) === 0xff && (byte(offset + 1) & 0xe0) === 0xe0) {
    const version = ((byte(offset + 1) >> 3) & 3) === 3 ? 'mpeg1' : 'mpeg2';
    const header = byte(offset + 2);
    const bitRate = (bitRatesKbps[version][header >> 4] ?? 0) * 1000;
    const sampleRate = sampleRates[version][(header >> 2) & 3] ?? 0;
    if (bitRate === 0 || sampleRate === 0) break;
    const samples = version === 'mpeg1' ? 1152 : 576;
    seen.add(bitRate);
    seconds += samples / sampleRate;
    offset += Math.floor((samples / 8) * (bitRate / sampleRate)) + ((header >> 1) & 1);
  }
  expect(offset, 'the whole file is MPEG audio frames').toBe(bytes.length);
  return { seconds, constantBitRate: seen.size === 1 };
}

test("the sample call player shows the clip's real length and progress; the server sends it in ranges", async ({
  page,
  request,
}) => {
  await gotoLive(page, '/');
  await page.getByRole('main').getByRole('button', { name: 'Hear a sample call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hear a sample check-in call' });
  const audio = dialog.locator('audio');
  const source = await audio.evaluate((element: HTMLAudioElement) => element.currentSrc);

  const file = await request.get(source);
  const bytes = await file.body();
  expect(file.headers()['content-type']).toBe('audio/mpeg');
  expect(file.headers()['accept-ranges']).toBe('bytes');
  const { seconds, constantBitRate } = mp3Facts(bytes);
  expect(constantBitRate).toBe(true);
  expect(seconds).toBeGreaterThan(30);
  const part = await request.get(source, { headers: { Range: 'bytes=1000-1999' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
  expect((await part.body()).equals(bytes.subarray(1000, 2000))).toBe(true);

  const clock = (whole: number) => `${Math.floor(whole / 60)}:${String(Math.floor(whole) % 60).padStart(2, '0')}`;
  const total = clock(seconds);
  await expect(dialog.getByText(`0:00 / ${total}`)).toBeVisible();
  const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  expect(Math.abs(duration - seconds)).toBeLessThan(0.5);

  // Seeking needs the ranges; the clock and the bar follow the position, a third of the way along.
  const third = Math.floor(seconds / 3);
  await audio.evaluate((element: HTMLAudioElement, at) => {
    element.currentTime = at;
  }, third);
  await expect(dialog.getByText(`${clock(third)} / ${total}`)).toBeVisible();
  const bar = dialog.getByRole('progressbar', { name: 'Sample call progress' });
  const filled = await bar.evaluate((element: HTMLProgressElement) => element.position);
  expect(filled).toBeGreaterThan(0.3);
  expect(filled).toBeLessThan(0.36);
});

test('the landing page fits a phone screen without sideways scrolling @phone', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const images = page.getByRole('main').locator('img');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }
});

test('every illustration is made for the site, sized, and loads from the site or the remote itself', async ({
  page,
}) => {
  await gotoLive(page, '/');
  const gallery = page.getByRole('region', { name: 'Inside a daily check-in call' });
  await gallery.scrollIntoViewIfNeeded();
  const images = page.getByRole('main').locator('img');
  await expect(images).toHaveCount(8);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(source.startsWith('data:image/svg+xml') || source.startsWith(`${origin('mf_marketing')}/static/svg/`)).toBe(
      true,
    );
  }
});

test.describe('mf-marketing standalone', () => {
  test('renders the landing page and opens its modals through its own harness', async ({ page }) => {
    await page.goto(`${origin('mf_marketing')}/care`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Try Check-In Call' }).click();
    const events = page.getByRole('complementary', { name: 'Events emitted on the bus' });
    await expect(events.getByText('"type":"voice/open","flavour":"wellness"')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Hear a sample call' }).click();
    await expect(page.getByRole('dialog', { name: 'Hear a sample check-in call' })).toBeVisible();
  });

  test('deep-links to the waitlist with its source, and to /signup', async ({ page }) => {
    await page.goto(`${origin('mf_marketing')}/waitlist?source=standalone-check`);
    await expect(page.getByRole('dialog', { name: 'Join the Waitlist' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('"source":"standalone-check"')).toBeVisible();
    await page.goto(`${origin('mf_marketing')}/signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up for early access' })).toBeVisible();
  });
});
