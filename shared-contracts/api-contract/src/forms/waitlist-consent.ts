/**
 * The consent wording the waitlist form shows, by version. The form sends the version it showed and the api
 * records it with the sign-up and the time, so what each person agreed to can be shown later. A change of
 * wording is a new version; old versions stay listed while forms that show them may still be open.
 */
export const WAITLIST_CONSENT = {
  version: '2026-11-23',
  text: 'By joining, you agree that NovaVox may e-mail you about early access. We first send a link to confirm your address; every e-mail also has a link that deletes your sign-up. See our Privacy Policy.',
} as const;

export const WAITLIST_CONSENT_VERSIONS = [WAITLIST_CONSENT.version] as const;
