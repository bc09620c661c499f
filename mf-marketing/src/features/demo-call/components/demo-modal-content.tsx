import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { ModalHeader } from '@novavox/contracts-ui/modal-header';
import { sampleCallTranscript } from '../model/sample-call-transcript';
import { DemoCallPlayer } from './demo-call-player';
import styles from './demo-modal-content.module.css';

export interface DemoModalContentProps {
  titleId: string;
  onClose: () => void;
}

/** The demo modal: a short sample check-in call to listen to, and its transcript to read. */
export function DemoModalContent({ titleId, onClose }: DemoModalContentProps) {
  return (
    <div className={styles.content}>
      <ModalHeader titleId={titleId} title="Hear a sample check-in call" onClose={onClose} />
      <p className={styles.intro}>
        This is what a daily {PRODUCT_NAME} call sounds like: about five minutes in real life, shortened here to half a
        minute.
      </p>
      <DemoCallPlayer />
      <h3 className={styles.transcriptTitle}>Transcript</h3>
      <ol className={styles.transcript} aria-label="Transcript of the sample call">
        {sampleCallTranscript.map((line) => (
          <li key={line.text} className={styles.line}>
            <span className={styles.speaker}>{line.speaker}:</span> {line.text}
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        The sample uses synthetic voices and a fictional senior, Walter. Real calls use a warmer, more natural voice.
      </p>
    </div>
  );
}
