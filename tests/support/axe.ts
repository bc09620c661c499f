import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the bar every route and modal must clear. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * To read a remote's cross-origin stylesheet, axe re-imports it through a <style> element of its own,
 * which the site's CSP rightly blocks. Only axe scans expect that one violation. One pattern, not two:
 * test.use reads a two-element array as [value, options].
 */
export const AXE_STYLESHEET_PROBE = [
  /Applying inline style violates .*style-src|^CSP violation: style-src-elem blocked inline$/,
];

export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}
