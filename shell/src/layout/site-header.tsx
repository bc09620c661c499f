import {
  callFlavourForPath,
  callTriggerLabel,
  emit,
  HOW_IT_WORKS_SECTION_ID,
  PRODUCT_NAME,
  useRuntimeConfig,
} from '@novavox/shared-contracts';
import { Link, useLocation } from 'react-router-dom';
import { openSchedulingWidget } from './open-scheduling-widget';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { pathname } = useLocation();
  const { schedulingUrl } = useRuntimeConfig();
  const { flavour, voicecare } = callFlavourForPath(pathname);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <Link to={`/#${HOW_IT_WORKS_SECTION_ID}`}>How It Works</Link>
          <button type="button" className={styles.linkButton} onClick={() => emit({ type: 'contact/open' })}>
            Contact Us
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => emit({ type: 'voice/open', flavour, voicecare, source: 'navbar' })}
          >
            {callTriggerLabel(flavour)}
          </button>
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.secondary}
            onClick={(event) => {
              if (openSchedulingWidget(schedulingUrl)) event.preventDefault();
            }}
          >
            Book Live Demo
          </a>
        </nav>
      </div>
    </header>
  );
}
