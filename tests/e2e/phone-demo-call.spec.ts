import type { Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { fakeMicrophone } from '../support/fake-microphone';
import { gotoShown } from '../support/live-page';
import { expect, test } from './fixtures';

/** The embedded demo call on a small phone, from Begin to the next step after the call. */
test.use(fakeMicrophone);

/** Every part of the box inside the viewport (a pixel of rounding allowed). */
async function insideViewport(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= -1 && box.y >= -1 && box.x + box.width <= viewport.width + 1 && box.y + box.height <= viewport.height + 1
  );
}

test.describe('a demo call on a 375x667 phone', () => {
  test.use({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    expectedErrors: AXE_STYLESHEET_PROBE,
  });

  test('keeps End Interview in sight throughout, then says the call ended and offers Join Waitlist; axe finds nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await gotoShown(page, '/');
    await page.getByRole('main').getByRole('button', { name: 'Try AI Voice Call Now' }).click();
    const setup = page.getByRole('dialog', { name: 'NovaVox Voice Assistant Demo' });
    const begin = setup.getByRole('button', { name: 'Begin Check-In Web Call' });
    await expect(begin).toBeVisible();
    await expect
      .poll(async () => insideViewport(page, await begin.boundingBox()), { message: 'Begin in sight' })
      .toBe(true);
    await begin.click();

    const call = page.getByRole('dialog', { name: 'Check-In Call in Progress' });
    const end = call.getByRole('button', { name: 'End Interview' });
    await expect(end).toBeVisible();
    // Sampled until the recording ends (about 33 s), through every line of the growing transcript.
    const ended = page.getByRole('dialog', { name: 'Check-In Call Ended' });
    let samples = 0;
    while ((await ended.count()) === 0) {
      // Gone once the call has ended: a short wait, then the loop sees the ended dialog.
      const box = await end.boundingBox({ timeout: 1_000 }).catch(() => null);
      if (box) {
        samples += 1;
        expect(await insideViewport(page, box), `End Interview at ${JSON.stringify(box)}`).toBe(true);
      }
      await page.waitForTimeout(500);
    }
    // Each sample takes longer on a loaded machine; a few spread over the call still show it stays in sight.
    expect(samples).toBeGreaterThanOrEqual(3);
    await expect(ended.getByRole('listitem')).toHaveCount(4);

    await expect(ended.getByRole('status')).toHaveText(/Call ended/);
    await expect(
      ended.getByRole('heading', { name: 'What your family receives after a call like this' }),
    ).toBeVisible();
    const join = ended.getByRole('button', { name: 'Join Waitlist' });
    expect(await insideViewport(page, await join.boundingBox()), 'Join Waitlist is inside the viewport').toBe(true);
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await join.click();
    await expect(page.getByRole('dialog', { name: /waitlist/i })).toBeVisible();
  });
});
