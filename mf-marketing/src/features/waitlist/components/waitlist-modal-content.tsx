import { useNavigate } from '@novavox/contracts-runtime';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { ModalHeader } from '@novavox/contracts-ui/modal-header';
import { Button } from '../../../components/button';
import { WaitlistForm } from './waitlist-form';
import styles from './waitlist-modal-content.module.css';

export interface WaitlistModalContentProps {
  titleId: string;
  source: string;
  onClose: () => void;
}

/** The waitlist modal: the form, and after joining the two ways out, Close and Return Home (docs/requirements.md §2). */
export function WaitlistModalContent({ titleId, source, onClose }: WaitlistModalContentProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.content}>
      <ModalHeader titleId={titleId} title="Join the Waitlist" onClose={onClose} />
      <p className={styles.intro}>
        Be one of the first families to try {PRODUCT_NAME}: a friendly 5-minute check-in call for your parent every day,
        and a short update for you.
      </p>
      <WaitlistForm
        source={source}
        form="waitlist"
        successActions={
          <>
            <Button tone="secondary" onClick={onClose}>
              Close
            </Button>
            <Button
              onClick={() => {
                onClose();
                navigate('/');
              }}
            >
              Return Home
            </Button>
          </>
        }
      />
    </div>
  );
}
