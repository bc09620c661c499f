import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import { Link } from '@novavox/contracts-runtime';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { buttonClassName } from '../../../components/button';
import styles from './signup-page-content.module.css';
import { WaitlistForm } from './waitlist-form';

const { monthlyPrice, trialDays, guaranteeDays } = EARLY_ACCESS_OFFER;

const benefits = [
  'A friendly 5-minute check-in call to your parent every day, on the phone they already have',
  'A short summary for you after each call, with mood, activity and medication routines',
  'Best-effort alerts to the family contacts you choose if a call suggests something is wrong',
  `Early access ${monthlyPrice} per month, first ${trialDays} days free, ${guaranteeDays}-day money-back guarantee, cancel anytime`,
];

/** /signup: the waitlist form as a full page, reporting the source "signup". */
export function SignupPageContent() {
  return (
    <section className={styles.page} aria-labelledby="signup-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{PRODUCT_NAME} early access</p>
          <h1 id="signup-title" className={styles.title}>
            Sign up for early access
          </h1>
          <p className={styles.lead}>
            Reserve your family's place. We are opening {PRODUCT_NAME} to a small group of families first, so we can
            listen closely and get every detail right.
          </p>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>Your details</h2>
          <WaitlistForm
            source="signup"
            form="signup"
            successActions={
              <Link to="/" className={buttonClassName('primary')}>
                Return Home
              </Link>
            }
          />
        </div>
      </div>
    </section>
  );
}
