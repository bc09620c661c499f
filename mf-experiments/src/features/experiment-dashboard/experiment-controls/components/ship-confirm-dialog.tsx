import { ModalFrame } from '@novavox/contracts-ui/modal-frame';
import { useId } from 'react';
import styles from '../../shared/dashboard.module.css';

export interface ShipConfirmDialogProps {
  experimentName: string;
  variantKey: string;
  variantName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Concluding ends the run for everyone, so it is confirmed first (focus trapped, Escape cancels). */
export function ShipConfirmDialog({
  experimentName,
  variantKey,
  variantName,
  busy,
  onConfirm,
  onCancel,
}: ShipConfirmDialogProps) {
  const titleId = useId();
  return (
    <ModalFrame titleId={titleId} onClose={onCancel}>
      <div className={styles.modalBody}>
        <h2 id={titleId}>
          Ship {variantKey} of {experimentName} to every visitor?
        </h2>
        <p>
          Every visitor will see {variantKey} ({variantName}) on their next page load. The experiment stops: no
          impressions are logged and this run's analysis ends. You can start a new run later.
        </p>
        <div className={styles.actions}>
          {/* Cancel first: it takes the focus, so Enter on a dialog opened by mistake ships nothing. */}
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={styles.button} onClick={onConfirm} disabled={busy}>
            Ship {variantKey} to everyone
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
