import type { ContactFormValues } from '@novavox/contracts-api/forms';
import { getVisitorId } from '@novavox/contracts-experiments/experiment-rules';
import { emit, useRuntimeConfig } from '@novavox/contracts-runtime';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { SentNote } from '../../../components/sent-note';
import { ValidatedFormFrame } from '../../../components/validated-form-frame';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { contactFormDefaults, contactFormFields } from '../model/contact-form-fields';
import { loadContactFormCheck } from '../model/load-contact-form-check';

export interface ContactFormProps {
  /** Where the message was sent from, carried on the bus's form/submitted event (e.g. the page path). */
  source: string;
}

/** The home page's contact form (requirements §5): validated here and again by the api with one schema. */
export function ContactForm({ source }: ContactFormProps) {
  const { endpoints } = useRuntimeConfig();
  const [sent, setSent] = useState(false);
  const validated = useValidatedForm({
    defaults: contactFormDefaults,
    loadParser: loadContactFormCheck,
    afterSubmit: 'live',
    // The sender loads on submit: it is not needed to show the form on the home page's first screen.
    send: (values: ContactFormValues) =>
      import('../api/submit-contact-form').then(({ submitContactForm }) =>
        submitContactForm(endpoints.contact, values, getVisitorId()),
      ),
    onSent: () => {
      setSent(true);
      emit({ type: 'form/submitted', form: 'contact', source });
    },
  });
  const { focus } = validated;

  // Focus follows the visitor: the thank-you note takes it as it appears, the first field on "Send Another".
  const returningToForm = useRef(false);
  useEffect(() => {
    if (!sent && returningToForm.current) {
      returningToForm.current = false;
      focus('firstName');
    }
  }, [sent, focus]);

  if (sent) {
    return (
      <SentNote
        title="Thank you! Your message has been sent."
        actions={
          <Button
            tone="secondary"
            onClick={() => {
              returningToForm.current = true;
              setSent(false);
            }}
          >
            Send Another Message
          </Button>
        }
      >
        {/* One promise across the site: the Contact Us modal's, worded in docs/requirements.md §2. */}
        We'll get back to you soon.
      </SentNote>
    );
  }

  return (
    <ValidatedFormFrame
      label="Contact form"
      form={validated}
      fields={contactFormFields}
      submitLabel="Send Message"
      note="We'll get back to you soon. We never share your details."
    />
  );
}
