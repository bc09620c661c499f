import { WAITLIST_CONFIRMATION_DAYS, WAITLIST_CONSENT, type WaitlistFormValues } from '@novavox/contracts-api/forms';
import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import { getVisitorId } from '@novavox/contracts-experiments/experiment-rules';
import { emit, Link, useRuntimeConfig } from '@novavox/contracts-runtime';
import { type ReactNode, useState } from 'react';
import { SentNote } from '../../../components/sent-note';
import { ValidatedFormFrame } from '../../../components/validated-form-frame';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { submitWaitlistForm } from '../api/submit-waitlist-form';
import { loadWaitlistFormCheck } from '../model/load-waitlist-form-check';
import { waitlistFormDefaults, waitlistFormFields } from '../model/waitlist-form-fields';
import styles from './waitlist-form.module.css';

const { monthlyPrice, trialDays, guaranteeDays } = EARLY_ACCESS_OFFER;

export interface WaitlistFormProps {
  /** Where the visitor came from (`?source=`, a button's placement, or "signup"). */
  source: string;
  /** Which goal the bus reports: the modal's waitlist or the full-page signup. */
  form: 'waitlist' | 'signup';
  /** What the visitor can do after joining (Close, Return Home). */
  successActions: ReactNode;
}

/** What the form says once the sign-up is in: the place is only held once the e-mailed link is followed. */
export const WAITLIST_SENT_TITLE = 'Check your e-mail to confirm your place';

/** Who joined, shown in the thank-you note. */
type Joined = { firstName: string; email: string };

/**
 * The early-access waitlist form (requirements §§3 and 5). It validates with the schema the api uses; a
 * field's error clears as soon as the visitor edits it, and comes back only on the next submit.
 */
export function WaitlistForm({ source, form, successActions }: WaitlistFormProps) {
  const { endpoints } = useRuntimeConfig();
  const [joined, setJoined] = useState<Joined | null>(null);
  const validated = useValidatedForm({
    defaults: waitlistFormDefaults,
    loadParser: loadWaitlistFormCheck,
    afterSubmit: 'clear-on-edit',
    // The modal's typing survives a Back and a reopening; the signup page's form is not a dialog.
    draftKey: form === 'waitlist' ? 'waitlist-modal' : undefined,
    // The api credits the sign-up, once confirmed, to this visitor's experiments: the browser sends no conversion.
    send: (values: WaitlistFormValues) => submitWaitlistForm(endpoints.waitlist, values, source, getVisitorId()),
    onSent: (values) => {
      setJoined({ firstName: values.firstName, email: values.email });
      emit({ type: 'form/submitted', form, source });
    },
  });

  if (joined) {
    return (
      <SentNote title={WAITLIST_SENT_TITLE} actions={successActions}>
        Thank you, {joined.firstName}. We sent a link to <span className={styles.email}>{joined.email}</span>
        {`: follow it within ${WAITLIST_CONFIRMATION_DAYS} days to confirm your place on the waitlist. If it is not there in a few minutes, look in your spam folder. Your first ${trialDays} days will be free, and the ${guaranteeDays}-day money-back guarantee starts with your first paid month.`}
      </SentNote>
    );
  }

  return (
    <ValidatedFormFrame
      label="Waitlist sign-up"
      form={validated}
      fields={waitlistFormFields}
      submitLabel="Join the Waitlist"
      wideSubmit
      note={
        <>
          {`Early access is ${monthlyPrice} per month after your first ${trialDays} days free, with a ${guaranteeDays}-day money-back guarantee. Cancel anytime. You must be 18 or older. `}
          <ConsentWithPolicyLink text={WAITLIST_CONSENT.text} />
        </>
      }
    />
  );
}

const POLICY_LINK_TEXT = 'Privacy Policy';

/**
 * The consent wording as stored with each sign-up (so it is never edited here), its mention of the Privacy
 * Policy made the link, rather than the link repeated after it.
 */
function ConsentWithPolicyLink({ text }: { text: string }) {
  const at = text.lastIndexOf(POLICY_LINK_TEXT);
  if (at < 0)
    return (
      <>
        {text} <Link to="/privacy">{POLICY_LINK_TEXT}</Link>
      </>
    );
  return (
    <>
      {text.slice(0, at)}
      <Link to="/privacy">{POLICY_LINK_TEXT}</Link>
      {text.slice(at + POLICY_LINK_TEXT.length)}
    </>
  );
}
