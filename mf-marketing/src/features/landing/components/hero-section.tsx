import { copySlotMark, sentenceLines } from '@novavox/contracts-experiments/copy-document';
import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import { emit } from '@novavox/contracts-runtime';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { ctaArmColour } from '@novavox/contracts-ui/cta-colours';
import { useCopySlot, useExperimentVariant } from '@novavox/contracts-ui/experiment-variant';
import { Fragment } from 'react';
import { Button } from '../../../components/button';
import { CallButton } from '../../../components/call-button';
import { heroArt } from '../assets/hero-art';
import { pickVariantCopy } from '../model/pick-variant-copy';
import { valuePropositions } from '../model/value-propositions';
import styles from './hero-section.module.css';

const { monthlyPrice, trialDays, guaranteeDays } = EARLY_ACCESS_OFFER;

export interface HeroSectionProps {
  pathname: string;
}

/**
 * The hero: headline, subheadline and price line, the call trigger and the waitlist call-to-action.
 * Five experiments change it; their words come from the shared catalog.
 */
export function HeroSection({ pathname }: HeroSectionProps) {
  const headline = useExperimentVariant('family_headline');
  const subheadline = useExperimentVariant('subheadline');
  const ctaText = useExperimentVariant('cta_button_text');
  const ctaColor = useExperimentVariant('cta_button_color');
  const valueProposition = useExperimentVariant('value_proposition');
  // Each text is its copy slot's (copy-slots.ts): the coded experiment's arm, else the copy shipped to the slot.
  const eyebrow = useCopySlot('hero_value_proposition', {
    variantId: valueProposition.variantId,
    text: pickVariantCopy(valuePropositions, valueProposition.variantId),
  });
  const headlineText = useCopySlot('hero_headline', { variantId: headline.variantId, text: headline.description });
  const subheadlineText = useCopySlot('hero_subheadline', {
    variantId: subheadline.variantId,
    text: subheadline.description,
  });
  const ctaLabel = useCopySlot('hero_cta_label', { variantId: ctaText.variantId, text: ctaText.name });
  const sampleLink = useCopySlot('hero_sample_link');
  const lines = sentenceLines(headlineText);

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow} {...copySlotMark('hero_value_proposition')}>
            {eyebrow}
          </p>
          <h1 id="hero-title" className={styles.headline} {...copySlotMark('hero_headline', true)}>
            {lines.map((line, index) => (
              <Fragment key={line}>
                {index > 0 && ' '}
                <span className={styles.headlineLine}>{line}</span>
              </Fragment>
            ))}
          </h1>
          <p className={styles.subheadline} {...copySlotMark('hero_subheadline')}>
            {subheadlineText}
          </p>
          <ul className={styles.price} aria-label="Early-access offer">
            <li>{`Early access ${monthlyPrice} per month`}</li>
            <li>{`First ${trialDays} days free`}</li>
            <li>{`${guaranteeDays}-day money-back guarantee`}</li>
            <li>Cancel anytime</li>
          </ul>
          <div className={styles.actions}>
            <Button
              tone={ctaArmColour(ctaColor.name)}
              onClick={() => emit({ type: 'waitlist/open', source: 'hero' })}
              {...copySlotMark('hero_cta_label')}
            >
              {ctaLabel}
            </Button>
            <CallButton pathname={pathname} source="hero" />
          </div>
          <button
            type="button"
            className={styles.sampleLink}
            onClick={() => emit({ type: 'demo/open' })}
            {...copySlotMark('hero_sample_link')}
          >
            {sampleLink}
          </button>
          <p className={styles.fine}>
            {PRODUCT_NAME} is a wellness tool, not a medical device, and is no substitute for emergency services.
          </p>
        </div>
        <img
          className={styles.art}
          src={heroArt}
          alt="An older man smiling on a phone call while his daughter's phone shows his daily update: cheerful mood, a 20-minute walk, pills taken."
          width="480"
          height="380"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
