import type { ContactModalProps } from '@novavox/shared-contracts';

export default function ContactModal({ titleId, onClose }: ContactModalProps) {
  return (
    <div className="marketing-modal">
      <h2 id={titleId}>Contact Us</h2>
      <p>The contact form is not built yet.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
