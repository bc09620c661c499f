import { type SignupLinkResult, WAITLIST_CONFIRMATION_DAYS } from '@novavox/contracts-api/forms';

export interface SignupStatusMessage {
  title: string;
  text: string;
  /** Offer to sign up again (the link can no longer help). */
  signUpAgain: boolean;
}

/** What each outcome of a waitlist e-mail's link means, in the words the page shows. */
export const signupStatusMessages: Record<SignupLinkResult, SignupStatusMessage> = {
  confirmed: {
    title: 'Your place on the waitlist is confirmed',
    text: 'Thank you. We will e-mail you as soon as early access opens for your family. Every e-mail we send has a link that deletes your sign-up, should you change your mind.',
    signUpAgain: false,
  },
  'already-confirmed': {
    title: 'Your place is already confirmed',
    text: 'This link was used before, so there is nothing more to do: your place on the waitlist is safe.',
    signUpAgain: false,
  },
  updated: {
    title: 'Your details are updated',
    text: 'We now hold the details you sent last. Your place on the waitlist is unchanged.',
    signUpAgain: false,
  },
  deleted: {
    title: 'Your sign-up is deleted',
    text: 'We no longer keep your name, e-mail address, phone number, consent record or our e-mails to you. You are welcome back any time.',
    signUpAgain: true,
  },
  expired: {
    title: 'This link has expired',
    text: `Confirmation links work for ${WAITLIST_CONFIRMATION_DAYS} days, and an unconfirmed sign-up is then deleted. Sign up again and we will send you a new link.`,
    signUpAgain: true,
  },
  invalid: {
    title: 'This link does not work',
    text: 'It may have been used already, or copied only in part. If you meant to join the waitlist, sign up again and use the link in our newest e-mail.',
    signUpAgain: true,
  },
};

/** The outcome named in `?result=`, or invalid for anything else. */
export function signupStatusOf(search: string): SignupLinkResult {
  const result = new URLSearchParams(search).get('result');
  return result !== null && Object.hasOwn(signupStatusMessages, result) ? (result as SignupLinkResult) : 'invalid';
}
