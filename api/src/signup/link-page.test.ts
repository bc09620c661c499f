import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlPageCsp } from '../http/html-page';
import { signInPageCsp } from '../team/sign-in-page';
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

  it('has the policy of every api page: its one style by hash, posting only to the api and the site', () => {
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.csp).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src data:; form-action 'self' https://www.example.test; base-uri 'none'; frame-ancestors 'none'`,
    );
    // The team's sign-in page, whose form also posts to the api and lands on the site, has the same policy.
    expect(signInPageCsp('https://www.example.test/admin')).toBe(
      page.csp.replace(hash, /'sha256-([^']+)'/.exec(htmlPageCsp())?.[1] ?? ''),
    );
  });

  it("shows the site's mark beside its name, decorative and drawn as the site's icon", () => {
    const mark = /<header>(<svg[^>]*>.*<\/svg>)<span>NovaVox<\/span><\/header>/.exec(page.html)?.[1] ?? '';
    expect(mark).toContain('aria-hidden="true"');
    expect(mark).not.toContain('<title>');
    expect(mark).toContain('<rect width="32" height="32" rx="8" fill="#0b6e4f"/>');
    expect(mark).toContain('<path d="M9 20c2-6 4-9 7-9s5 3 7 9"');
  });

  it('starts as every api page does: not indexed, no icon request, its title escaped', () => {
    expect(page.html).toMatch(
      /^<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8">.*<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>Delete your sign-up<\/title><style>/s,
    );
  });
});
