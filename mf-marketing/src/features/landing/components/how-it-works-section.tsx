import { HOW_IT_WORKS_SECTION_ID } from '@novavox/contracts-site/routes';
import { howItWorksSteps } from '../model/how-it-works-steps';
import styles from './how-it-works-section.module.css';
import section from './section.module.css';

/** The four steps; the section keeps the id the site header scrolls to. */
export function HowItWorksSection() {
  return (
    <section
      id={HOW_IT_WORKS_SECTION_ID}
      className={`${section.band} ${section.alt}`}
      aria-labelledby="how-it-works-title"
      tabIndex={-1}
    >
      <div className={section.inner}>
        <h2 id="how-it-works-title" className={section.heading}>
          How It Works
        </h2>
        <p className={section.intro}>
          Four steps turn one short phone call a day into peace of mind for the whole family.
        </p>
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
      </div>
    </section>
  );
}
