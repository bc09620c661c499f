import { LINK_ACTIONS } from '../signup/link-actions';
import { composeMail, type MailParagraph } from './compose-mail';
import type { OutgoingMail } from './outbox-store';

/** Links every waitlist e-mail may carry; `delete` is in all of them (Privacy Policy: a person may delete their data). */
export interface WaitlistLinks {
  confirm?: string;
  change?: string;
  delete: string;
}

const deletion = (href: string): MailParagraph => ({
  text: 'To delete your sign-up and everything we keep with it, use this link:',
  link: { label: LINK_ACTIONS.delete, href },
});

export function confirmationEmail(to: string, links: WaitlistLinks, days: number): OutgoingMail {
  return composeMail(to, 'Confirm your place on the NovaVox waitlist', [
    { text: 'Thank you for joining the NovaVox early-access waitlist. Please confirm that this is your address:' },
    {
      text: `This link works once and for ${days} days.`,
      link: { label: LINK_ACTIONS.confirm, href: links.confirm ?? '' },
    },
    {
      text: `If you did not sign up, ignore this e-mail: an unconfirmed sign-up holds no place and is deleted after ${days} days.`,
    },
    deletion(links.delete),
  ]);
}

export function alreadyListedEmail(to: string, links: WaitlistLinks): OutgoingMail {
  const paragraphs: MailParagraph[] = [
    {
      text: 'Someone, probably you, asked to join the NovaVox waitlist with this address. You are already on it: nothing has changed.',
    },
  ];
  if (links.change) {
    paragraphs.push({
      text: 'The details given this time differ from the ones we hold. To replace ours with them, use this link (it works once):',
      link: { label: LINK_ACTIONS.change, href: links.change },
    });
  }
  paragraphs.push(deletion(links.delete));
  return composeMail(to, 'You are already on the NovaVox waitlist', paragraphs);
}
