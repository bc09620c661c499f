import type { LinkPurpose } from './link-tokens';

/**
 * What each e-mailed link does, in one set of words: the link's label in the e-mail and the button on the page it
 * opens say the same, so a visitor who clicks "Delete my sign-up" is asked to press "Delete my sign-up".
 */
export const LINK_ACTIONS: Record<LinkPurpose, string> = {
  confirm: 'Confirm my sign-up',
  change: 'Use my new details',
  delete: 'Delete my sign-up',
};

/** Where an e-mailed link points, and where its page's button posts: the api's /waitlist/<purpose>. */
export function waitlistLinkUrl(publicApiUrl: string, purpose: LinkPurpose): string {
  return `${publicApiUrl}/waitlist/${purpose}`;
}
