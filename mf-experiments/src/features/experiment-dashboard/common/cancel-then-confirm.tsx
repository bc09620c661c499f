import styles from './dashboard.module.css';

export interface CancelThenConfirmProps {
  /** What the confirm button does, in words: "Ship B to everyone", "Stop the test". */
  confirmLabel: string;
  /** Red for what takes something away from visitors (stop, roll back). */
  danger?: boolean;
  disabled: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A confirmation dialog's two buttons. Cancel comes first: it takes the focus, so Enter on a dialog opened by
 * mistake changes nothing.
 */
export function CancelThenConfirm({
  confirmLabel,
  danger = false,
  disabled,
  onCancel,
  onConfirm,
}: CancelThenConfirmProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.secondaryButton} onClick={onCancel}>
        Cancel
      </button>
      <button
        type="button"
        className={danger ? styles.dangerButton : styles.button}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
