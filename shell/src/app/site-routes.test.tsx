import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { RoutePage } from './route-page';
import { RemoteStatusRoute, shellRoutes } from './site-routes';

/** The element the router renders at a path. */
function screenAt(pathname: string) {
  const element = matchRoutes(shellRoutes, pathname)?.at(-1)?.route.element;
  if (!isValidElement<{ route?: { path: string } }>(element)) throw new Error(`nothing at ${pathname}`);
  return element;
}

describe('shellRoutes', () => {
  it('renders the route of the table whatever the case and trailing slashes', () => {
    expect(screenAt('/tos')).toMatchObject({
      type: RoutePage,
      props: { route: { path: '/tos', expose: './TermsPage' } },
    });
    expect(screenAt('/TOS/')).toMatchObject({ type: RoutePage, props: { route: { path: '/tos' } } });
    expect(screenAt('/')).toMatchObject({ type: RoutePage, props: { route: { path: '/' } } });
    expect(screenAt('/novavox-family/waitlist')).toMatchObject({ props: { route: { opensWaitlist: true } } });
  });

  it('has the remote status panel, and the not-found page for anything else', () => {
    expect(screenAt('/admin/remotes').type).toBe(RemoteStatusRoute);
    expect(screenAt('/nope').type).toBe(NotFoundPage);
    expect(screenAt('/tos/extra').type).toBe(NotFoundPage);
  });
});
