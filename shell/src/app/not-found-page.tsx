import { emit, Link } from '@novavox/contracts-runtime';
import { HOW_IT_WORKS_SECTION_ID, NOT_FOUND_HEAD } from '@novavox/contracts-site/routes';
import { DocumentHead } from './document-head';
import styles from './not-found-page.module.css';

/** Any path the route table does not have: says so plainly, then offers the places a visitor usually wants. */
export function NotFoundPage() {
  return (
    <section className={`shell-page ${styles.page}`} aria-labelledby="not-found-title">
      <DocumentHead
        title={NOT_FOUND_HEAD.title}
        description={NOT_FOUND_HEAD.description}
        path="/404"
        indexable={false}
      />
      <p className={styles.code}>Error 404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <h2 className={styles.heading}>Where would you like to go?</h2>
      <ul className={styles.places}>
        <li>
          <Link to="/">Home page</Link>: what the daily check-in call is and what it costs
        </li>
        <li>
          <Link to={`/#${HOW_IT_WORKS_SECTION_ID}`}>How It Works</Link>: the call, the summary and the alerts, step by
          step
        </li>
        <li>
          <Link to="/waitlist">Join the Waitlist</Link> for early access
        </li>
        <li>
          <Link to="/privacy">Privacy Policy</Link> and <Link to="/tos">Terms of Service</Link>
        </li>
      </ul>
      <p>
        Looking for something else?{' '}
        <button type="button" className={styles.contact} onClick={() => emit({ type: 'contact/open' })}>
          Contact Us
        </button>
      </p>
    </section>
  );
}
