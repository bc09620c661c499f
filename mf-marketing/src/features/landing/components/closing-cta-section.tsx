import { copySlotMark } from '@novavox/contracts-experiments/copy-document';
import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import { emit } from '@novavox/contracts-runtime';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { useCopySlot, useExperimentVariant } from '@novavox/contracts-ui/experiment-variant';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import styles from './closing-cta-section.module.css';

const { monthlyPrice, trialDays, guaranteeDays } = EARLY_ACCESS_OFFER;

const TITLE_ID = 'closing-cta-title';
const included = [
  '5-minute daily check-in calls',
  'A summary for the family after every call',
  'Best-effort alerts to your chosen contacts',
  `First ${trialDays} days free, then ${monthlyPrice} per month`,
];

function openWaitlist() {
  emit({ type: 'waitlist/open', source: 'closing-cta' });
}

/** The closing call-to-action in layout A (centred), B (split) or C (checklist card), per cta_layout. */
export function ClosingCtaSection() {
  const layout = useExperimentVariant('cta_layout');
  const priceLine = useCopySlot('closing_price_line');
  const ctaLabel = useCopySlot('closing_cta_label');
  const headingText = useCopySlot('closing_heading');
  const button = (
    <Button className={styles.button} onClick={openWaitlist} {...copySlotMark('closing_cta_label')}>
      {ctaLabel}
    </Button>
  );
  // Layouts A and B show the same price line (C lists what is included instead).
  const price = (
    <p className={styles.text} {...copySlotMark('closing_price_line')}>
      {priceLine}
    </p>
  );
  const heading = (
    <h2 id={TITLE_ID} className={styles.heading} {...copySlotMark('closing_heading')}>
      {headingText}
    </h2>
  );

  let content: ReactNode;
  if (layout.variantId === 'B') {
    content = (
      <div className={styles.split}>
        <div>
          {heading}
          {price}
        </div>
        <div className={styles.splitAction}>
          <p className={styles.text}>
            {`Try ${PRODUCT_NAME} risk-free: if it is not right for your family, we refund your first month in full within ${guaranteeDays} days.`}
          </p>
          {button}
        </div>
      </div>
    );
  } else if (layout.variantId === 'C') {
    content = (
      <div className={styles.card}>
        {heading}
        <p className={styles.text}>What's included in early access:</p>
        <ul className={styles.checklist}>
          {included.map((item) => (
            <li key={item}>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
        {button}
        <p className={styles.fine}>{`${guaranteeDays}-day money-back guarantee. Cancel anytime.`}</p>
      </div>
    );
  } else {
    content = (
      <div className={styles.centered}>
        {heading}
        {price}
        {button}
      </div>
    );
  }

  return (
    <section className={styles.band} aria-labelledby={TITLE_ID} data-layout={layout.variantId}>
      <div className={styles.inner}>{content}</div>
    </section>
  );
}
