import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactFormInput,
  type ContactFormValues,
  contactFormSchema,
  emit,
  useRuntimeConfig,
} from '@novavox/shared-contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { submitContactForm } from '../api/submit-contact-form';
import styles from './contact-form.module.css';

export interface ContactFormProps {
  /** Where the message was sent from, carried on the bus's form/submitted event (e.g. the page path). */
  source: string;
}

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

const EMPTY: ContactFormInput = { firstName: '', lastName: '', email: '', phone: '', message: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

/** The home page's contact form (spec section 5): validated here and again by the api with one schema. */
export function ContactForm({ source }: ContactFormProps) {
  const { endpoints } = useRuntimeConfig();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
  });

  // Focus follows the visitor: to the thank-you note on success, back to the first field on "Send Another".
  const returningToForm = useRef(false);
  useEffect(() => {
    if (status.kind === 'success') successRef.current?.focus();
    else if (returningToForm.current) {
      returningToForm.current = false;
      setFocus('firstName');
    }
  }, [status.kind, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const outcome = await submitContactForm(endpoints.contact, values);
    if (outcome.ok) {
      reset(EMPTY);
      setStatus({ kind: 'success' });
      emit({ type: 'form/submitted', form: 'contact', source });
      return;
    }
    for (const field of FIELDS) {
      const message = outcome.fields[field];
      if (message) setError(field, { type: 'server', message });
    }
    setStatus({ kind: 'error', message: outcome.error });
  });

  if (status.kind === 'success') {
    return (
      <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
        <h3 className={styles.successTitle}>Thank you! Your message has been sent.</h3>
        <p className={styles.successText}>We'll get back to you within one business day.</p>
        <Button
          tone="secondary"
          onClick={() => {
            returningToForm.current = true;
            setStatus({ kind: 'idle' });
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
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      aria-describedby={status.kind === 'error' ? errorId : undefined}
    >
      <TextField
        id={`${id}-first-name`}
        label="First Name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id={`${id}-last-name`}
        label="Last Name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        hint="For example +1 (555) 123-4567"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        id={`${id}-message`}
        className={styles.wide}
        label="Message"
        rows={5}
        required
        hint="At least 10 characters"
        error={errors.message?.message}
        {...register('message')}
      />
      {status.kind === 'error' && (
        <p id={errorId} className={styles.formError} role="alert">
          {status.message}
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
