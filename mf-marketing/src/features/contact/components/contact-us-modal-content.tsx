import type { ContactModalFormValues } from '@novavox/contracts-api/forms';
import { getVisitorId } from '@novavox/contracts-experiments/experiment-rules';
import { useRuntimeConfig } from '@novavox/contracts-runtime';
import { ModalHeader } from '@novavox/contracts-ui/modal-header';
import { ValidatedFormFrame } from '../../../components/validated-form-frame';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { contactModalDefaults, contactModalFields } from '../model/contact-modal-fields';
import { loadContactModalCheck } from '../model/load-contact-modal-check';
import styles from './contact-us-modal-content.module.css';

export interface ContactUsModalContentProps {
  titleId: string;
  onClose: () => void;
}

export const CONTACT_US_THANK_YOU = "Thank you for your message. We'll get back to you soon!";

/**
 * The header's Contact Us modal: the title, intro, thank-you alert and closing the site has always had, but
 * the message now reaches the api's contact endpoint. Fields are checked inline with the schema the api uses,
 * like every other form of the site; the alert and the close come only once the api has accepted the message,
 * and a refusal stays in the modal with the visitor's text intact.
 */
export function ContactUsModalContent({ titleId, onClose }: ContactUsModalContentProps) {
  const { endpoints } = useRuntimeConfig();
  const validated = useValidatedForm({
    defaults: contactModalDefaults,
    loadParser: loadContactModalCheck,
    afterSubmit: 'live',
    // Typing survives closing the dialog (Back, X) and reopening it in the same page visit.
    draftKey: 'contact-modal',
    send: (values: ContactModalFormValues) =>
      import('../api/submit-contact-modal-form').then(({ submitContactModalForm }) =>
        submitContactModalForm(endpoints.contact, values, getVisitorId()),
      ),
    onSent: () => {
      window.alert(CONTACT_US_THANK_YOU);
      onClose();
    },
  });
  return (
    <div className={styles.content}>
      <ModalHeader titleId={titleId} title="Contact Us" onClose={onClose} />
      <p className={styles.intro}>We'd love to hear from you. Please fill out the form below.</p>
      <ValidatedFormFrame
        label="Contact Us"
        form={validated}
        fields={contactModalFields}
        submitLabel="Send Message"
        note="All fields are required."
      />
    </div>
  );
}
