import styles from './modal-header.module.css';

export interface ModalHeaderProps {
  /** The id the host's dialog is labelled by. */
  titleId: string;
  title: string;
  onClose: () => void;
}

/** The title row of every marketing modal: the dialog's visible name and its close button. */
export function ModalHeader({ titleId, title, onClose }: ModalHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} aria-label="Close dialog" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
