import { Link } from '@novavox/contracts-runtime';
import { FAQ_SECTION_ID } from '@novavox/contracts-site/routes';
import { faqEntries } from '../model/faq-entries';
import styles from './faq-section.module.css';
import { LandingSection } from './landing-section';

/** Frequently asked questions, each answer folded under its question (a native disclosure, keyboard-ready). */
export function FaqSection() {
  return (
    <LandingSection id={FAQ_SECTION_ID} titleId="faq-title" heading="Frequently asked questions">
      <div className={styles.list}>
        {faqEntries.map((entry) => (
          <details key={entry.question} className={styles.item}>
            <summary className={styles.question}>{entry.question}</summary>
            <p className={styles.answer}>{entry.answer}</p>
          </details>
        ))}
      </div>
      <p className={styles.more}>
        The full details are in our <Link to="/privacy">Privacy Policy</Link> and{' '}
        <Link to="/tos">Terms of Service</Link>.
      </p>
    </LandingSection>
  );
}
