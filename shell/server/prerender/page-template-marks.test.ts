import { describe, expect, it, vi } from 'vitest';
import { prerenderedHeadTags, prerenderedHtml } from './page-template';

vi.mock('@novavox/contracts-site/prerendered-page/page-marks', () => ({
  // Renamed in the contract (which the live page's start-up reads), the saved page must carry the new names.
  PRERENDERED_ROOT_ATTRIBUTE: 'data-x-root',
  PRERENDERED_HEAD_ATTRIBUTE: 'data-x-head',
}));

describe("the saved page's marks for the live page", () => {
  it("are the contract's names, on #root and on each head tag", () => {
    expect(prerenderedHeadTags(['<title>Sign up</title>'])).toEqual(['<title data-x-head="">Sign up</title>']);
    const html = prerenderedHtml('<head></head><body><div id="root"></div></body>', {
      path: '/signup',
      headTags: '',
      body: '<h1>Sign up</h1>',
      afterRoot: '',
      start: '',
    });
    expect(html).toContain('<div id="root" data-x-root="/signup"><h1>Sign up</h1></div>');
  });
});
