import styles from './modal-header.module.css';

export interface ModalHeaderProps {
  /** The id the host's dialog is labelled by. */
  titleId: string;
  title: string;
  onClose: () => void;
  /** The smaller title and close button of a dialog inside a panel (mf-voice's call form). */
  compact?: boolean;
}

/** The title row of a modal: the dialog's visible name and its close button, the same in every remote. */
export function ModalHeader({ titleId, title, onClose, compact = false }: ModalHeaderProps) {
  return (
    <div className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} aria-label="Close dialog" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
