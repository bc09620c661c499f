import { emit, trackExperimentConversions, useRuntimeConfig } from '@novavox/shared-contracts';
import type { WaitlistFormInput, WaitlistFormValues } from '@novavox/shared-contracts/forms';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import fieldStyles from '../../../components/form-field.module.css';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { submitWaitlistForm } from '../api/submit-waitlist-form';
import { loadWaitlistFormCheck } from '../model/load-waitlist-form-check';
import { waitlistInterests } from '../model/waitlist-interests';
import styles from './waitlist-form.module.css';

export interface WaitlistFormProps {
  /** Where the visitor came from (`?source=`, a button's placement, or "signup"). */
  source: string;
  /** Which goal the bus reports: the modal's waitlist or the full-page signup. */
  form: 'waitlist' | 'signup';
  /** What the visitor can do after joining (Close, Return Home). */
  successActions: ReactNode;
}

/** Who joined, shown in the thank-you note. */
type Joined = { firstName: string; email: string };

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  interest: '',
  receiveUpdates: true,
} satisfies WaitlistFormInput;

/**
 * The early-access waitlist form (spec sections 3 and 5). It validates with the schema the api uses; a
 * field's error clears as soon as the visitor edits it, and comes back only on the next submit.
 */
export function WaitlistForm({ source, form, successActions }: WaitlistFormProps) {
  const { endpoints, experimentsEnabled } = useRuntimeConfig();
  const id = useId();
  const [joined, setJoined] = useState<Joined | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const validated = useValidatedForm({
    defaults: EMPTY,
    loadParser: loadWaitlistFormCheck,
    afterSubmit: 'clear-on-edit',
    send: (values: WaitlistFormValues) => submitWaitlistForm(endpoints.waitlist, values, source),
    onSent: (values) => {
      setJoined({ firstName: values.firstName, email: values.email });
      emit({ type: 'form/submitted', form, source });
      trackExperimentConversions({ experimentsEnabled }, form);
    },
  });
  const { field, errors, formError, isSubmitting } = validated;

  useEffect(() => {
    if (joined) successRef.current?.focus();
  }, [joined]);

  if (joined) {
    return (
      <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
        <h3 className={styles.successTitle}>You're on the list!</h3>
        <p className={styles.successText}>
          Thank you, {joined.firstName}. We'll e-mail {joined.email} as soon as your early access opens. Your first 7
          days are free, and the 30-day money-back guarantee starts with your first paid month.
        </p>
        <div className={styles.successActions}>{successActions}</div>
      </div>
    );
  }

  const formErrorId = `${id}-form-error`;
  const interestId = `${id}-interest`;
  return (
    <form
      className={styles.form}
      onSubmit={validated.onSubmit}
      onFocus={validated.onFocus}
      noValidate
      aria-label="Waitlist sign-up"
      aria-describedby={formError ? formErrorId : undefined}
    >
      <TextField
        id={`${id}-first-name`}
        label="First Name"
        autoComplete="given-name"
        required
        error={errors.firstName}
        {...field('firstName')}
      />
      <TextField
        id={`${id}-last-name`}
        label="Last Name"
        autoComplete="family-name"
        required
        error={errors.lastName}
        {...field('lastName')}
      />
      <TextField
        id={`${id}-email`}
        className={styles.wide}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        {...field('email')}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        {...field('phone')}
      />
      <div className={fieldStyles.field}>
        <label htmlFor={interestId} className={fieldStyles.label}>
          Who would the calls be for? (optional)
        </label>
        <select
          id={interestId}
          className={`${fieldStyles.control} ${styles.select}`}
          aria-invalid={errors.interest ? true : undefined}
          aria-describedby={errors.interest ? `${interestId}-error` : undefined}
          {...field('interest')}
        >
          <option value="">Choose one</option>
          {waitlistInterests.map((interest) => (
            <option key={interest} value={interest}>
              {interest}
            </option>
          ))}
        </select>
        {errors.interest && (
          <p id={`${interestId}-error`} className={fieldStyles.error} role="alert">
            {errors.interest}
          </p>
        )}
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" {...field('receiveUpdates')} />
        <span>Send me product news and early-access updates by e-mail</span>
      </label>
      {formError && (
        <p id={formErrorId} className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" wide disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Join the Waitlist'}
        </Button>
        <p className={styles.fine}>
          Early access is $5 per month after your first 7 days free, with a 30-day money-back guarantee. Cancel anytime.
          You must be 18 or older.
        </p>
      </div>
    </form>
  );
}
