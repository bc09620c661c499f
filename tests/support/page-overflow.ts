import { expect, type Page } from '@playwright/test';

/**
 * How far the page is wider than its window (scrollWidth past clientWidth, so a vertical scrollbar counts as
 * the window's), with up to five elements past its right edge for a failure's message (tables inside a
 * scrolling region among them: they widen nothing).
 */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className} ${element.getBoundingClientRect().right}`,
      );
    return { overflow: document.documentElement.scrollWidth - width, past };
  });

/** Nothing makes the page scroll sideways. */
export async function expectNoPageOverflow(page: Page): Promise<void> {
  const wide = await pageOverflow(page);
  expect(wide.overflow, `sticking out: ${wide.past.join('; ')}`).toBeLessThanOrEqual(0);
}
