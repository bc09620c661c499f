/**
 * What following a link from a waitlist e-mail did. The api lands the person on the site's status page with
 * one of these in `?result=`, and the page says what it means.
 */
export const SIGNUP_LINK_RESULTS = [
  'confirmed',
  'already-confirmed',
  'updated',
  'deleted',
  'expired',
  'invalid',
] as const;
export type SignupLinkResult = (typeof SIGNUP_LINK_RESULTS)[number];

/** The site page the links land on. */
export const SIGNUP_STATUS_PATH = '/signup/status';

/**
 * How long a waitlist confirmation (or change) link works, and how long an unconfirmed sign-up is kept: the api
 * enforces it, and the form and the status page tell the visitor.
 */
export const WAITLIST_CONFIRMATION_DAYS = 14;
