import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import { emit } from '@novavox/contracts-runtime';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { Button } from '../../../components/button';
import { CallButton } from '../../../components/call-button';
import phoneArt from '../assets/old-home-phone.svg';
import styles from './old-home-content.module.css';

const reasons = [
  {
    title: 'A call every day',
    text: 'A friendly 5-minute AI check-in on the phone your parent already has, at the time that suits them.',
  },
  {
    title: 'Updates for the family',
    text: 'A short summary after each call, and best-effort alerts to your contacts if something seems off.',
  },
  {
    title: 'Private and affordable',
    text: `HIPAA-grade encryption, ${EARLY_ACCESS_OFFER.monthlyPrice} per month in early access, and the first ${EARLY_ACCESS_OFFER.trialDays} days free.`,
  },
];

/** The older home page, kept at /old-home: an introduction, the reasons to choose us, and a closing. */
export function OldHomeContent() {
  return (
    <>
      <section className={styles.intro} aria-labelledby="old-home-title">
        <div className={styles.introInner}>
          <div>
            <h1 id="old-home-title" className={styles.title}>
              {PRODUCT_NAME}: a daily call that keeps your family close
            </h1>
            <p className={styles.lead}>
              {PRODUCT_NAME} phones your mom or dad every day for a short wellness check-in, then lets you know how they
              are doing.
            </p>
            <div className={styles.actions}>
              <Button onClick={() => emit({ type: 'waitlist/open', source: 'old-home' })}>Join Waitlist</Button>
              <CallButton pathname="/old-home" source="old-home" />
            </div>
          </div>
          <img className={styles.art} src={phoneArt} alt="" width="240" height="240" />
        </div>
      </section>
      <section className={styles.band} aria-labelledby="old-home-reasons">
        <div className={styles.inner}>
          <h2 id="old-home-reasons" className={styles.heading}>
            Why families choose {PRODUCT_NAME}
          </h2>
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={reason.title} className={styles.reason}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`${styles.band} ${styles.closing}`} aria-labelledby="old-home-closing">
        <div className={styles.inner}>
          <h2 id="old-home-closing" className={styles.heading}>
            Hear it for yourself
          </h2>
          <p className={styles.closingText}>
            Listen to a sample check-in call, or write to us with your questions. {PRODUCT_NAME} is a wellness tool, not
            a medical device, and is no substitute for emergency services.
          </p>
          <div className={styles.actions}>
            <Button tone="secondary" onClick={() => emit({ type: 'demo/open' })}>
              Hear a sample call
            </Button>
            <Button tone="quiet" onClick={() => emit({ type: 'contact/open' })}>
              Contact Us
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
