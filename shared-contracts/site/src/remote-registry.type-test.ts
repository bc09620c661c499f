/**
 * Type-level tests, checked by `tsc` (the typecheck script), not run: each @ts-expect-error fails the
 * typecheck if the line below it stops being an error, so these prove the registry refuses what it must.
 */
import type { TermsPageProps } from '@novavox/contracts-runtime';
import { defineRemote, part, screen } from './remote-registry';
import type { SiteRoute, SiteRouteOf } from './routes';

const page = { title: 'T', description: 'D', indexable: false } as const;

export const routeToAScreen: SiteRouteOf<'mf_legal'> = {
  ...page,
  path: '/tos',
  remote: 'mf_legal',
  expose: './TermsPage',
};

export const routeToAMissingModule: SiteRouteOf<'mf_legal'> = {
  ...page,
  path: '/cookies',
  remote: 'mf_legal',
  // @ts-expect-error mf_legal exposes no './CookiePage'
  expose: './CookiePage',
};

export const routeToAPart: SiteRoute = {
  ...page,
  path: '/contact',
  remote: 'mf_marketing',
  // @ts-expect-error a modal is a part, not a screen: a route needs a screen
  expose: './ContactModal',
};

// @ts-expect-error the landing page is mf_marketing's screen, not mf_legal's
export const routeToAnotherRemotesScreen: SiteRoute = {
  ...page,
  path: '/legal-landing',
  remote: 'mf_legal',
  expose: './LandingPage',
};

export const routeToAnUnknownRemote: SiteRoute = {
  ...page,
  path: '/blog',
  // @ts-expect-error no remote 'mf_blog' is registered
  remote: 'mf_blog',
  expose: './TermsPage',
};

// @ts-expect-error an expose is declared with the file that implements it
export const exposeWithoutAFile = screen<TermsPageProps>();

// @ts-expect-error exposes live in the remote's src/exposes folder (docs/code-style.md)
export const exposeOutsideExposes = part<TermsPageProps>('./src/features/terms/terms.tsx');

// @ts-expect-error a screen is rendered with the path it was reached at, so its props must accept it
export const screenRefusingThePath = screen<{ pathname: number }>('./src/exposes/odd-page.tsx');

export const remoteWithAMissingProbe = defineRemote({
  label: 'Blog',
  port: 3005,
  // @ts-expect-error the probe must be one of the remote's exposes
  probe: './Missing',
  exposes: { './BlogPage': screen<TermsPageProps>('./src/exposes/blog-page.tsx') },
});

export const remoteWithAnExposeWithoutADeclaration = defineRemote({
  label: 'Blog',
  port: 3005,
  probe: './BlogPage',
  // @ts-expect-error an expose is declared with screen() or part(), never as a bare path
  exposes: { './BlogPage': './src/exposes/blog-page.tsx' },
});
