import type { ParseResult } from './parse-result';
import { isHttpUrl } from './runtime-config';
import { localOrigin } from './topology';

/**
 * The remotes and what each exposes, with the props of every exposed component. Host and remotes both
 * compile against these types, so a change of props breaks the build on both sides.
 */
export const remoteIds = ['mf_marketing', 'mf_voice', 'mf_experiments', 'mf_legal'] as const;
export type RemoteId = (typeof remoteIds)[number];

export interface ModalProps {
  /** Called when the modal wants to close (X, Cancel, or after success); the host handles Escape. */
  onClose: () => void;
  /** The id the modal's visible title must carry: the host's dialog is labelled by it. */
  titleId: string;
}

export interface LandingPageProps {
  /** Which landing route rendered the page, e.g. "/care"; it selects the call flavour. */
  pathname: string;
}
export type OldHomePageProps = Record<string, never>;
export type SignupPageProps = Record<string, never>;
/** Reads `?result=` itself: what the link from a waitlist e-mail did. */
export type SignupStatusPageProps = Record<string, never>;
export interface WaitlistModalProps extends ModalProps {
  source: string;
}
export type ContactModalProps = ModalProps;
export type DemoModalProps = ModalProps;

export interface CallTriggerProps {
  pathname: string;
  /** "nav" renders the navbar's compact button; "hero" the landing page's large one. */
  variant: 'nav' | 'hero';
}
export interface CallExperienceProps extends ModalProps {
  pathname: string;
}

export type TestsDashboardPageProps = Record<string, never>;
export type VariantDebugPageProps = Record<string, never>;
export type TermsPageProps = Record<string, never>;
export type PrivacyPageProps = Record<string, never>;

export interface RemoteExposes {
  mf_marketing: {
    './LandingPage': LandingPageProps;
    './OldHomePage': OldHomePageProps;
    './SignupPage': SignupPageProps;
    './SignupStatusPage': SignupStatusPageProps;
    './WaitlistModal': WaitlistModalProps;
    './ContactModal': ContactModalProps;
    './DemoModal': DemoModalProps;
  };
  mf_voice: {
    './CallTrigger': CallTriggerProps;
    './CallExperience': CallExperienceProps;
  };
  mf_experiments: {
    './TestsDashboardPage': TestsDashboardPageProps;
    './VariantDebugPage': VariantDebugPageProps;
  };
  mf_legal: {
    './TermsPage': TermsPageProps;
    './PrivacyPage': PrivacyPageProps;
  };
}

export type ExposeOf<R extends RemoteId> = keyof RemoteExposes[R] & string;
export type PropsOf<R extends RemoteId, E extends ExposeOf<R>> = RemoteExposes[R][E];

/** Human names for fallbacks and status panels. */
export const remoteLabels: Record<RemoteId, string> = {
  mf_marketing: 'Marketing pages',
  mf_voice: 'Voice call',
  mf_experiments: 'Experiments',
  mf_legal: 'Legal pages',
};

/** remotes.json: remote id → URL of its mf-manifest.json. */
export type RemoteLocations = Record<RemoteId, string>;

export function localRemoteLocations(portOffset = 0): RemoteLocations {
  return {
    mf_marketing: `${localOrigin('mf_marketing', portOffset)}/mf-manifest.json`,
    mf_voice: `${localOrigin('mf_voice', portOffset)}/mf-manifest.json`,
    mf_experiments: `${localOrigin('mf_experiments', portOffset)}/mf-manifest.json`,
    mf_legal: `${localOrigin('mf_legal', portOffset)}/mf-manifest.json`,
  };
}

/** Validates remotes.json; each problem names the remote and what is wrong with it. */
export function parseRemoteLocations(value: unknown): ParseResult<RemoteLocations> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: ['the file must hold a JSON object of remote name → manifest URL'] };
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const id of remoteIds) {
    const location = record[id];
    if (location === undefined) problems.push(`"${id}" is missing`);
    else if (typeof location !== 'string' || !isHttpUrl(location))
      problems.push(`"${id}" must be an absolute http(s) URL`);
  }
  for (const key of Object.keys(record)) {
    if (!(remoteIds as readonly string[]).includes(key)) problems.push(`"${key}" is not a known remote`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: record as RemoteLocations };
}
