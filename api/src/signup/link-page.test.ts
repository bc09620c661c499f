import { describe, expect, it } from 'vitest';
import { linkPage } from './link-page';

const page = linkPage(
  {
    title: 'Delete your sign-up',
    heading: 'Delete your waitlist sign-up?',
    paragraphs: ['It cannot be undone.'],
    action: 'https://api.example.test/waitlist/delete',
    token: 't0ken',
    button: 'Delete my sign-up',
    tone: 'danger',
    leave: { href: 'https://www.example.test/', label: 'Keep my sign-up' },
  },
  'https://www.example.test',
);
const style = /<style>([^<]*)<\/style>/.exec(page.html)?.[1] ?? '';

describe("an e-mail link's page", () => {
  it("writes the site's font stack, as design-tokens.css defines --nvx-font", () => {
    expect(style).toContain(
      'font-family:system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;',
    );
  });

  it("paints only with the site's colour tokens", () => {
    // --nvx-ink, --nvx-ink-muted, --nvx-surface, --nvx-brand, --nvx-brand-strong, --nvx-brand-soft, --nvx-danger,
    // --nvx-border, --nvx-focus, as design-tokens.css defines them.
    const tokens = ['#1c2530', '#4a5563', '#ffffff', '#0b6e4f', '#08543c', '#e3f2ec', '#b42318', '#d5dde3', '#1d4ed8'];
    const colours = style.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((colour) => !tokens.includes(colour))).toEqual([]);
  });

  it('allows its one style by hash and posts only to the site and itself', () => {
    expect(page.csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; img-src data:;/);
    expect(page.csp).toContain("form-action 'self' https://www.example.test;");
  });
});
