import type { Locator, Page } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { jsonAt } from '../support/json-at';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/**
 * The legal remote's Terms of Service and Privacy Policy, in the composed site and standalone: the full
 * documents render, their table-of-contents anchors jump within the page without a route change or a
 * reload, shared section links land on their section, and axe finds nothing.
 */
interface LegalPage {
  path: string;
  title: string;
  minSections: number;
  /** A section far enough down the page that jumping to it must scroll. */
  jump: { number: number; title: string };
  /** A section a shared link deep-links to. */
  deepLink: { number: number; title: string };
}

const legalPages: LegalPage[] = [
  {
    path: '/tos',
    title: 'Terms of Service',
    minSections: 14,
    jump: { number: 10, title: 'Limitation of Liability' },
    deepLink: { number: 13, title: 'Governing Law and Dispute Resolution' },
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    minSections: 13,
    jump: { number: 8, title: 'Data Retention' },
    deepLink: { number: 9, title: 'Your Rights and Choices' },
  },
];

function tableOfContents(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Table of contents' });
}

function sectionHeading(page: Page, number: number, title: string): Locator {
  return page.getByRole('heading', { level: 2, name: `${number}. ${title}`, exact: true });
}

/** Marks the window and the rendered article, so a reload or a remount of the document is detected. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.assign(window, { legalPageMarker: true });
    document.querySelector('article')?.setAttribute('data-e2e-marker', 'kept');
  });
}

async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'legalPageMarker' in window), 'the page was reloaded').toBe(true);
  await expect(page.locator('article[data-e2e-marker="kept"]'), 'the document was remounted').toHaveCount(1);
}

/**
 * The heading is on screen and not covered by anything, such as the shell's sticky header. Polled, since
 * the shell scrolls smoothly unless the user prefers reduced motion.
 */
async function expectUncovered(heading: Locator): Promise<void> {
  await expect(heading).toBeInViewport();
  await expect
    .poll(
      () =>
        heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const topmost = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + 2);
          return Boolean(topmost && element.contains(topmost));
        }),
      { message: 'the heading is hidden under something' },
    )
    .toBe(true);
}

for (const legal of legalPages) {
  test.describe(`${legal.title} in the composed site`, () => {
    test(`${legal.path} renders the full document inside the shell @phone`, async ({ page, request }) => {
      const config = await jsonAt<{ contactEmail: string }>(request, `${origin('shell')}/config.json`);
      await page.goto(legal.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: legal.title, exact: true })).toBeVisible();
      await expect(main.getByText('Last updated July 5, 2025')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const entries = tableOfContents(page).getByRole('link');
      expect(await entries.count()).toBeGreaterThanOrEqual(legal.minSections);
      await expect(entries.first()).toHaveText(/^1\. /);
      await expect(main.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(await entries.count());

      const contact = main.getByRole('link', { name: config.contactEmail }).last();
      await expect(contact).toHaveAttribute('href', `mailto:${config.contactEmail}`);
    });

    test(`${legal.path}: a contents link jumps to its section without a route change @phone`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await markPage(page);
      const scrollBefore = await page.evaluate(() => window.scrollY);

      await tableOfContents(page)
        .getByRole('link', { name: `${legal.jump.number}. ${legal.jump.title}` })
        .click();

      await expect(page).toHaveURL(`${origin('shell')}${legal.path}#section-${legal.jump.number}`);
      await expectUncovered(sectionHeading(page, legal.jump.number, legal.jump.title));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
      await expectSamePage(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toHaveCount(1);

      await page.goBack();
      await expect(page).toHaveURL(`${origin('shell')}${legal.path}`);
      await expectSamePage(page);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    });

    test(`${legal.path}#section-${legal.deepLink.number} opens at that section`, async ({ page }) => {
      await page.goto(`${legal.path}#section-${legal.deepLink.number}`);
      await expectUncovered(sectionHeading(page, legal.deepLink.number, legal.deepLink.title));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test(`${legal.path} is styled for screen and for print`, async ({ page }) => {
      await page.goto(legal.path);
      const article = page.getByRole('article');
      await expect(tableOfContents(page)).toHaveCSS('background-color', 'rgb(244, 247, 246)');
      await expect(article).toHaveCSS('color', 'rgb(28, 37, 48)');
      await page.emulateMedia({ media: 'print' });
      await expect(article).toHaveCSS('color', 'rgb(0, 0, 0)');
      await expect(article).toHaveCSS('font-size', /^14\.66/);
      await expect(tableOfContents(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  });
}

test.describe('axe', () => {
  test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

  for (const legal of legalPages) {
    test(`${legal.path} in the composed site has no axe violations`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(tableOfContents(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${legal.path} standalone has no axe violations in the document`, async ({ page }) => {
      await page.goto(`${origin('mf_legal')}${legal.path}`);
      await expect(tableOfContents(page)).toBeVisible();
      expect(await axeViolations(page, 'article')).toEqual([]);
    });
  }
});

test('a "Section N" cross-reference in the Terms jumps to that section', async ({ page }) => {
  await page.goto('/tos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await markPage(page);
  const termination = page.getByRole('region', { name: /^12\. Term, Suspension and Termination$/ });
  await expect(termination).toContainText('Sections 6, 9–11, 13 and 14 survive termination');
  await termination.getByRole('link', { name: 'Section 6' }).click();
  await expect(page).toHaveURL(`${origin('shell')}/tos#section-6`);
  await expectUncovered(sectionHeading(page, 6, 'Fees, Free Trial, Payment and Refunds'));
  await expectSamePage(page);
});

test('the Terms link to the Privacy Policy through the router', async ({ page }) => {
  await page.goto('/tos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await markPage(page);
  await page.getByRole('region', { name: /^1\. / }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(`${origin('shell')}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => 'legalPageMarker' in window), 'the page was reloaded').toBe(true);
});

test.describe('the legal remote standalone', () => {
  for (const legal of legalPages) {
    test(`${legal.path} renders and its anchors stay on ${legal.path} despite <base href="/">`, async ({ page }) => {
      const standalone = origin('mf_legal');
      await page.goto(`${standalone}${legal.path}`);
      await expect(page.getByRole('heading', { level: 1, name: legal.title, exact: true })).toBeVisible();
      await expect(page.getByText('Last updated July 5, 2025')).toBeVisible();
      await markPage(page);

      await tableOfContents(page)
        .getByRole('link', { name: `${legal.jump.number}. ${legal.jump.title}` })
        .click();
      await expect(page).toHaveURL(`${standalone}${legal.path}#section-${legal.jump.number}`);
      await expectUncovered(sectionHeading(page, legal.jump.number, legal.jump.title));
      await expectSamePage(page);
    });
  }

  test('a shared section link opens at that section', async ({ page }) => {
    await page.goto(`${origin('mf_legal')}/tos#section-10`);
    await expectUncovered(sectionHeading(page, 10, 'Limitation of Liability'));
  });
});
