import { emit, Link, useRuntimeConfig } from '@novavox/contracts-runtime';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { FAQ_SECTION_ID, HOW_IT_WORKS_SECTION_ID } from '@novavox/contracts-site/routes';
import styles from './site-footer.module.css';

interface FooterLink {
  to: string;
  label: string;
}

const quickLinks: readonly FooterLink[] = [
  { to: '/', label: 'Home' },
  { to: `/#${HOW_IT_WORKS_SECTION_ID}`, label: 'How It Works' },
  { to: `/#${FAQ_SECTION_ID}`, label: 'FAQ' },
  { to: '/waitlist', label: 'Join the Waitlist' },
  { to: '/signup', label: 'Early access' },
];

const legalLinks: readonly FooterLink[] = [
  { to: '/tos', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { contactEmail } = useRuntimeConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{PRODUCT_NAME}</p>
          <p>Daily AI wellness check-in calls for the people you love. A wellness tool, not a medical device.</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick links</h2>
          <FooterLinks links={quickLinks} />
        </nav>
        <nav aria-label="Legal">
          <h2 className={styles.heading}>Legal</h2>
          <FooterLinks links={legalLinks} />
        </nav>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <p>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
          <button type="button" className={styles.contact} onClick={() => emit({ type: 'contact/open' })}>
            Contact Us
          </button>
        </div>
      </div>
      <p className={styles.notice}>
        {/* Said on every page: the collector counts visits with an id kept in this browser (a UUID, no cookie). */}
        We count visits with an anonymous first-party id stored in your browser, and send no data to third-party
        analytics while your browser sends Global Privacy Control. <Link to="/privacy">Read our Privacy Policy</Link>.
      </p>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {PRODUCT_NAME}, Inc. Emergency alerts are best-effort and no substitute for
        emergency services: in an emergency, call 911.
      </p>
    </footer>
  );
}
