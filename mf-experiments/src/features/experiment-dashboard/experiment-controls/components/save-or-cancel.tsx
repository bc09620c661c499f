import styles from '../../common/dashboard.module.css';
import panel from './experiment-run-panel.module.css';

export interface SaveOrCancelProps {
  /** The save button's words: "Save weights", "Save plan". */
  label: string;
  /** While a change is on its way, saving again is not offered; cancelling is. */
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** The buttons under an inline editor of the run panel: save what was edited, or put it back. */
export function SaveOrCancel({ label, busy, onSave, onCancel }: SaveOrCancelProps) {
  return (
    <div className={panel.row}>
      <button type="button" className={styles.button} disabled={busy} onClick={onSave}>
        {label}
      </button>
      <button type="button" className={styles.secondaryButton} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
