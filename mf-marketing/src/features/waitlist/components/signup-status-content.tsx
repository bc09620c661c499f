import { Link, useLocation } from '@novavox/contracts-runtime';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { buttonClassName } from '../../../components/button';
import { signupStatusMessages, signupStatusOf } from '../model/signup-status-messages';
import styles from './signup-status-content.module.css';

/** /signup/status: where a link from a waitlist e-mail lands, saying what it did. */
export function SignupStatusContent() {
  const { search } = useLocation();
  const result = signupStatusOf(search);
  const message = signupStatusMessages[result];
  return (
    <section className={styles.page} aria-labelledby="signup-status-title">
      <div className={styles.card} data-result={result}>
        <p className={styles.eyebrow}>{PRODUCT_NAME} waitlist</p>
        <h1 id="signup-status-title" className={styles.title}>
          {message.title}
        </h1>
        <p className={styles.text}>{message.text}</p>
        <div className={styles.actions}>
          {message.signUpAgain && (
            <Link to="/signup" className={buttonClassName('primary')}>
              Sign up again
            </Link>
          )}
          <Link to="/" className={buttonClassName(message.signUpAgain ? 'secondary' : 'primary')}>
            Return Home
          </Link>
        </div>
      </div>
    </section>
  );
}
