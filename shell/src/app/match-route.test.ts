import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it('finds a route of the table whatever the case and trailing slashes', () => {
    expect(matchRoute('/tos')).toMatchObject({ kind: 'site', route: { expose: './TermsPage' } });
    expect(matchRoute('/TOS/')).toMatchObject({ kind: 'site', route: { expose: './TermsPage' } });
    expect(matchRoute('/')).toMatchObject({ kind: 'site', route: { path: '/' } });
    expect(matchRoute('/novavox-family/waitlist')).toMatchObject({ kind: 'site', route: { opensWaitlist: true } });
  });

  it('knows the remote status panel and calls anything else not found', () => {
    expect(matchRoute('/admin/remotes')).toEqual({ kind: 'remote-status' });
    expect(matchRoute('/nope')).toEqual({ kind: 'not-found' });
    expect(matchRoute('/tos/extra')).toEqual({ kind: 'not-found' });
  });
});
