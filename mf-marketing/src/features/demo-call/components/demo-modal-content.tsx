import { PRODUCT_NAME } from '@novavox/shared-contracts';
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
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Hear a sample check-in call
        </h2>
        <button type="button" className={styles.close} aria-label="Close dialog" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
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
