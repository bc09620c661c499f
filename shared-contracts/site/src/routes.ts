import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import { FAMILY_LANDING_PATH, PRODUCT_NAME } from './brand';
import type { RemoteId, ScreenOf } from './remote-registry';

/**
 * Every route of the site and the remote that owns its screen. The shell builds its router from this
 * table; the sitemap and the prerenderer read it too, so a route is added in one place.
 */
export interface SiteRouteOf<R extends RemoteId> {
  path: string;
  remote: R;
  /** A screen of that remote (remote-registry.ts): a route naming a part or a missing module fails the typecheck. */
  expose: ScreenOf<R>;
  title: string;
  description: string;
  /** false keeps the page out of search engines and the sitemap. */
  indexable: boolean;
  /** A waitlist route shows the landing page with the waitlist modal open. */
  opensWaitlist?: boolean;
}

export type SiteRoute = { [R in RemoteId]: SiteRouteOf<R> }[RemoteId];

const { monthlyPrice, trialDays } = EARLY_ACCESS_OFFER;
const landingDescription = `${PRODUCT_NAME} calls your parent every day for a friendly 5-minute AI wellness check-in and keeps you informed. Early access ${monthlyPrice}/month, first ${trialDays} days free.`;

function landing(path: string, title: string): SiteRoute {
  return {
    path,
    remote: 'mf_marketing',
    expose: './LandingPage',
    title,
    description: landingDescription,
    indexable: true,
  };
}

export const siteRoutes: readonly SiteRoute[] = [
  landing('/', `${PRODUCT_NAME} — Daily AI wellness check-in calls for your parents`),
  landing(FAMILY_LANDING_PATH, `${PRODUCT_NAME} for families — Daily check-in calls for the people you love`),
  landing('/care', `${PRODUCT_NAME} Care — Daily wellness check-in calls`),
  landing('/voicecare', `${PRODUCT_NAME} VoiceCare — Daily wellness check-in calls`),
  landing('/customer-insights', `${PRODUCT_NAME} — Customer interviews by AI voice`),
  { ...landing('/waitlist', `Join the waitlist — ${PRODUCT_NAME}`), indexable: false, opensWaitlist: true },
  {
    ...landing(`${FAMILY_LANDING_PATH}/waitlist`, `Join the waitlist — ${PRODUCT_NAME}`),
    indexable: false,
    opensWaitlist: true,
  },
  {
    path: '/signup',
    remote: 'mf_marketing',
    expose: './SignupPage',
    title: `Sign up for early access — ${PRODUCT_NAME}`,
    description: `Reserve early access to ${PRODUCT_NAME}: daily wellness check-in calls for ${monthlyPrice}/month, first ${trialDays} days free.`,
    indexable: true,
  },
  {
    path: '/signup/status',
    remote: 'mf_marketing',
    expose: './SignupStatusPage',
    title: `Your waitlist sign-up — ${PRODUCT_NAME}`,
    description: `What the link from your ${PRODUCT_NAME} waitlist e-mail did.`,
    indexable: false,
  },
  {
    path: '/old-home',
    remote: 'mf_marketing',
    expose: './OldHomePage',
    title: `${PRODUCT_NAME} — A daily call that keeps your family close`,
    description: landingDescription,
    indexable: true,
  },
  {
    path: '/admin/tests',
    remote: 'mf_experiments',
    expose: './TestsDashboardPage',
    title: `A/B Test Dashboard — ${PRODUCT_NAME}`,
    description: 'Internal A/B test results for the marketing team.',
    indexable: false,
  },
  {
    path: '/variant-debug',
    remote: 'mf_experiments',
    expose: './VariantDebugPage',
    title: `Variant Debug — ${PRODUCT_NAME}`,
    description: 'Internal page to inspect and force experiment variants.',
    indexable: false,
  },
  {
    path: '/tos',
    remote: 'mf_legal',
    expose: './TermsPage',
    title: `Terms of Service — ${PRODUCT_NAME}`,
    description: `The terms that govern your use of ${PRODUCT_NAME}'s wellness check-in service.`,
    indexable: true,
  },
  {
    path: '/privacy',
    remote: 'mf_legal',
    expose: './PrivacyPage',
    title: `Privacy Policy — ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} collects, uses, stores and protects your family's data.`,
    indexable: true,
  },
];

export const HOW_IT_WORKS_SECTION_ID = 'how-it-works';
/** The landing page's frequently asked questions, linked from the footer. */
export const FAQ_SECTION_ID = 'faq';

/** The shell's own admin page listing what it loaded from each remote (not indexed). */
export const REMOTE_STATUS_PATH = '/admin/remotes';
/** Its head, named like the routes' pages. */
export const REMOTE_STATUS_HEAD = {
  title: `Remote status — ${PRODUCT_NAME}`,
  description: 'Which build of each remote this page loaded.',
} as const;

/** The not-found page's head: the app's screen sets it, and the servers put it in the HTML they answer 404 with. */
export const NOT_FOUND_HEAD = {
  title: `Page not found — ${PRODUCT_NAME}`,
  description: 'This page does not exist.',
} as const;

/** Paths match whatever their case and trailing slashes, as visitors type them. */
export function normalizeSitePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The route of the table at a path, or null. */
export function findSiteRoute(pathname: string): SiteRoute | null {
  const path = normalizeSitePath(pathname);
  return siteRoutes.find((route) => route.path.toLowerCase() === path) ?? null;
}

/**
 * Whether the site has a screen at this path: a route of the table or the shell's status panel. Any other
 * path is not found, for the shell's router and for the server's status code alike.
 */
export function isSitePath(pathname: string): boolean {
  return findSiteRoute(pathname) !== null || normalizeSitePath(pathname) === REMOTE_STATUS_PATH;
}
