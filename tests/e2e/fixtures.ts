import { test as base, expect } from '@playwright/test';
import { untilLive } from '../support/live-page';
import { E2E_TEAM, signedInStorageState } from '../support/team-sign-in';
import { scaled } from '../support/time-scale';

/**
 * Every test fails on a console error, an uncaught page error or a CSP violation, unless it says which
 * errors it expects (the fault tests break remotes on purpose).
 */
interface TeamFixtures {
  /** The team admin's session, signed in once per worker through an e-mailed link. */
  adminSession: Awaited<ReturnType<typeof signedInStorageState>>;
}

interface SiteFixtures {
  /** Messages matching any of these patterns are expected and do not fail the test. */
  expectedErrors: RegExp[];
  pageProblems: string[];
}

export const test = base.extend<SiteFixtures, TeamFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none)
  adminSession: [async ({}, use) => use(await signedInStorageState(E2E_TEAM.admin)), { scope: 'worker' }],
  /**
   * The api runs with a team allow-list, as in production: every page, request and context starts signed in as
   * the admin, so tests about something else see the dashboard. The sign-in test starts from an empty state.
   */
  storageState: async ({ adminSession }, use) => use(adminSession),
  /**
   * A prerendered page shows its content before its scripts run; like a person a moment later, tests act
   * on the live page, so navigation waits for React's first commit where the page was prerendered (a
   * generous bound, well inside the test's own timeout, so a page that never goes live fails here, naming it).
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (await page.locator('#root[data-prerendered]').count()) > 0) {
        const bound = scaled(15_000);
        await untilLive(page, bound).catch((error: unknown) => {
          throw new Error(`${url}: the prerendered page did not go live within ${bound} ms`, { cause: error });
        });
      }
      return response;
    };
    await use(page);
  },
  expectedErrors: [[], { option: true }],
  pageProblems: [
    async ({ page, expectedErrors }, use) => {
      const problems: string[] = [];
      const unexpected = (text: string) => !expectedErrors.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() === 'error' && unexpected(message.text())) problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (unexpected(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
