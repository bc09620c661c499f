import type { WaitlistModalProps } from '@novavox/shared-contracts';

export default function WaitlistModal({ titleId, onClose }: WaitlistModalProps) {
  return (
    <div className="marketing-modal">
      <h2 id={titleId}>Join the Waitlist</h2>
      <p>The waitlist form is not built yet.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
