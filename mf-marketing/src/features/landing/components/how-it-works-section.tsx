import { HOW_IT_WORKS_SECTION_ID } from '@novavox/contracts-site/routes';
import { howItWorksSteps } from '../model/how-it-works-steps';
import styles from './how-it-works-section.module.css';
import { LandingSection } from './landing-section';

/** The four steps; the section keeps the id the site header scrolls to. */
export function HowItWorksSection() {
  return (
    <LandingSection
      id={HOW_IT_WORKS_SECTION_ID}
      alt
      focusable
      titleId="how-it-works-title"
      heading="How It Works"
      intro="Four steps turn one short phone call a day into peace of mind for the whole family."
    >
      <ol className={styles.steps}>
        {howItWorksSteps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <img src={step.icon} alt="" width="56" height="56" loading="lazy" decoding="async" />
            <span className={styles.number}>Step {index + 1}</span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
