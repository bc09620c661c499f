/**
 * The props of every exposed component. Host and remotes both compile against these types, so a change of
 * props breaks the build on both sides.
 */
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
