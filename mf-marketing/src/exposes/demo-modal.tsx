import type { DemoModalProps } from '@novavox/shared-contracts';

export default function DemoModal({ titleId, onClose }: DemoModalProps) {
  return (
    <div className="marketing-modal">
      <h2 id={titleId}>Hear a sample check-in call</h2>
      <p>The sample call recording is not built yet.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
