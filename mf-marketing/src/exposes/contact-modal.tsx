import type { ContactModalProps } from '@novavox/contracts-runtime';
import { ContactUsModalContent } from '../features/contact/components/contact-us-modal-content';

export default function ContactModal({ titleId, onClose }: ContactModalProps) {
  return <ContactUsModalContent titleId={titleId} onClose={onClose} />;
}
