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
