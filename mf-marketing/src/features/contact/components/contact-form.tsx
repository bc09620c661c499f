import { emit, useRuntimeConfig } from '@novavox/shared-contracts';
import type { ContactFormInput, ContactFormValues } from '@novavox/shared-contracts/forms';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { submitContactForm } from '../api/submit-contact-form';
import { loadContactFormCheck } from '../model/load-contact-form-check';
import styles from './contact-form.module.css';

export interface ContactFormProps {
  /** Where the message was sent from, carried on the bus's form/submitted event (e.g. the page path). */
  source: string;
}

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '' } satisfies ContactFormInput;

/** The home page's contact form (spec section 5): validated here and again by the api with one schema. */
export function ContactForm({ source }: ContactFormProps) {
  const { endpoints } = useRuntimeConfig();
  const id = useId();
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const validated = useValidatedForm({
    defaults: EMPTY,
    loadParser: loadContactFormCheck,
    afterSubmit: 'live',
    send: (values: ContactFormValues) => submitContactForm(endpoints.contact, values),
    onSent: () => {
      setSent(true);
      emit({ type: 'form/submitted', form: 'contact', source });
    },
  });
  const { field, errors, formError, isSubmitting, focus } = validated;

  // Focus follows the visitor: to the thank-you note on success, back to the first field on "Send Another".
  const returningToForm = useRef(false);
  useEffect(() => {
    if (sent) successRef.current?.focus();
    else if (returningToForm.current) {
      returningToForm.current = false;
      focus('firstName');
    }
  }, [sent, focus]);

  if (sent) {
    return (
      <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
        <h3 className={styles.successTitle}>Thank you! Your message has been sent.</h3>
        <p className={styles.successText}>We'll get back to you within one business day.</p>
        <Button
          tone="secondary"
          onClick={() => {
            returningToForm.current = true;
            setSent(false);
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  const errorId = `${id}-form-error`;
  return (
    <form
      className={styles.form}
      onSubmit={validated.onSubmit}
      onFocus={validated.onFocus}
      noValidate
      aria-label="Contact form"
      aria-describedby={formError ? errorId : undefined}
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
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        {...field('email')}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        hint="For example +1 (555) 123-4567"
        error={errors.phone}
        {...field('phone')}
      />
      <TextAreaField
        id={`${id}-message`}
        className={styles.wide}
        label="Message"
        rows={5}
        required
        hint="At least 10 characters"
        error={errors.message}
        {...field('message')}
      />
      {formError && (
        <p id={errorId} className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Send Message'}
        </Button>
        <p className={styles.note}>We reply within one business day. We never share your details.</p>
      </div>
    </form>
  );
}
