import { copySlotMark } from '@novavox/contracts-experiments/copy-document';
import type { CopySlotId } from '@novavox/contracts-experiments/copy-slots';
import { useCopySlots, useExperimentVariant } from '@novavox/contracts-ui/experiment-variant';
import { featureSets, trustFacts } from '../model/feature-sets';
import { pickVariantCopy } from '../model/pick-variant-copy';
import styles from './feature-grid-section.module.css';
import { LandingSection } from './landing-section';

/** The feature grid, framed by the feature_messaging experiment, and the facts that never change. */
export function FeatureGridSection() {
  const messaging = useExperimentVariant('feature_messaging');
  const set = pickVariantCopy(featureSets, messaging.variantId);
  const slot = useCopySlots();
  const { variantId } = messaging;
  const cardSlot = (index: number, part: 'title' | 'text') => `feature_${index + 1}_${part}` as CopySlotId;
  const cards = set.cards.map((card, index) => ({
    title: slot(cardSlot(index, 'title'), { variantId, text: card.title }),
    text: slot(cardSlot(index, 'text'), { variantId, text: card.text }),
  }));
  return (
    <LandingSection
      alt
      titleId="features-title"
      slots={{ heading: 'features_heading', intro: 'features_intro' }}
      heading={slot('features_heading', { variantId, text: set.heading })}
      intro={slot('features_intro', { variantId, text: set.intro })}
    >
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={card.title} className={styles.card}>
            <h3 className={styles.cardTitle} {...copySlotMark(cardSlot(index, 'title'))}>
              {card.title}
            </h3>
            <p className={styles.cardText} {...copySlotMark(cardSlot(index, 'text'))}>
              {card.text}
            </p>
          </li>
        ))}
      </ul>
      <ul className={styles.trust} aria-label="Safety and privacy">
        {trustFacts.map((fact) => (
          <li key={fact.title} className={styles.trustItem}>
            <strong className={styles.trustTitle}>{fact.title}</strong>
            <p className={styles.trustText}>{fact.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
