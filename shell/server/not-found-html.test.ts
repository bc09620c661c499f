import { describe, expect, it } from 'vitest';
import { notFoundHtml } from './not-found-html';

describe('notFoundHtml', () => {
  it("replaces the template's title and tells robots not to index the page", () => {
    const template =
      '<!doctype html><html><head><meta charset="utf-8"><title>NovaVox — Daily AI wellness check-in calls for your parents</title></head><body><div id="root"></div></body></html>';
    expect(notFoundHtml(template)).toBe(
      '<!doctype html><html><head><meta charset="utf-8"><title>Page not found — NovaVox</title><meta name="robots" content="noindex"></head><body><div id="root"></div></body></html>',
    );
  });

  it('adds the title to a template that has none', () => {
    expect(notFoundHtml('<html><head></head><body></body></html>')).toBe(
      '<html><head><title>Page not found — NovaVox</title><meta name="robots" content="noindex"></head><body></body></html>',
    );
  });
});
