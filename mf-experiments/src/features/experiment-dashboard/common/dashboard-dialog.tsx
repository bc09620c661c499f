import { ModalFrame } from '@novavox/contracts-ui/modal-frame';
import { type ReactNode, useId } from 'react';
import styles from './dashboard.module.css';

export interface DashboardDialogProps {
  /** The heading, which names the dialog (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  /** The frame's own class, e.g. a dialog that fits its content. */
  className?: string;
  children: ReactNode;
}

/** A dashboard dialog: the shared modal frame (focus trapped, Escape closes), its padding, its heading as its name. */
export function DashboardDialog({ title, onClose, className, children }: DashboardDialogProps) {
  const titleId = useId();
  return (
    <ModalFrame titleId={titleId} onClose={onClose} className={className}>
      <div className={styles.modalBody}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </ModalFrame>
  );
}
