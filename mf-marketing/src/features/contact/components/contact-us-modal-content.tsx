import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/button';
import { ModalHeader } from '../../../components/modal-header';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import styles from './contact-us-modal-content.module.css';

export interface ContactUsModalContentProps {
  titleId: string;
  onClose: () => void;
}

export const CONTACT_US_THANK_YOU = "Thank you for your message. We'll get back to you soon!";

/**
 * The header's Contact Us modal, exactly as the spec has it: four required fields checked by the browser
 * itself (no custom validation), and on submit a thank-you alert and close. Nothing is sent anywhere.
 */
export function ContactUsModalContent({ titleId, onClose }: ContactUsModalContentProps) {
  const id = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.alert(CONTACT_US_THANK_YOU);
    onClose();
  }
  return (
    <div className={styles.content}>
      <ModalHeader titleId={titleId} title="Contact Us" onClose={onClose} />
      <p className={styles.intro}>We'd love to hear from you. Please fill out the form below.</p>
      <form className={styles.form} onSubmit={handleSubmit}>
        <TextField id={`${id}-name`} name="name" label="Name" type="text" autoComplete="name" required />
        <TextField id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" required />
        <TextField id={`${id}-subject`} name="subject" label="Subject" type="text" required />
        <TextAreaField id={`${id}-message`} name="message" label="Message" rows={4} required />
        <div className={styles.actions}>
          <Button type="submit">Send Message</Button>
        </div>
      </form>
    </div>
  );
}
