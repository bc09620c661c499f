import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error, an uncaught page error or a CSP violation, unless it says which
 * errors it expects (the fault tests break remotes on purpose).
 */
interface SiteFixtures {
  /** Messages matching any of these patterns are expected and do not fail the test. */
  expectedErrors: RegExp[];
  pageProblems: string[];
}

export const test = base.extend<SiteFixtures>({
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
