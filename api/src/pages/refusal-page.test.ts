import { describe, expect, it } from 'vitest';
import { refusalPage } from './refusal-page';

const DASHBOARD = 'https://www.example.test/admin/tests';
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
const times = (text: string, part: string) => text.split(part).length - 1;

describe('refusalPage', () => {
  it('says "Sign in to see this page" once, as the heading, then how to sign in', () => {
    const body = bodyOf(refusalPage(401, 'Sign in to see this page', DASHBOARD));
    expect(body).toContain('<h1>Sign in to see this page</h1>');
    expect(times(body, 'Sign in to see this page')).toBe(1);
    expect(body).toContain(
      `<a href="${DASHBOARD}">Sign in on the experiments dashboard</a>, then open this page again.`,
    );
  });

  it("keeps the api's words under a heading that says something else", () => {
    const body = bodyOf(refusalPage(403, 'Your role cannot open this: it needs the admin role', DASHBOARD));
    expect(body).toContain('<h1>This page is not open to you</h1>');
    expect(body).toContain('<p>Your role cannot open this: it needs the admin role.</p>');
  });
});
