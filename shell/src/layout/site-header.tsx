import { emit, Link, useCallSettingUp, useLocation, useRuntimeConfig } from '@novavox/contracts-runtime';
import { callFlavourForPath, callTriggerLabel } from '@novavox/contracts-runtime/call-flavour';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { HOW_IT_WORKS_SECTION_ID, siteRoutes } from '@novavox/contracts-site/routes';
import { FOCUS_FALLBACK_ATTRIBUTE } from '@novavox/contracts-ui/modal-frame';
import { useEffect, useId, useState } from 'react';
import { useDialogHistoryEntry } from '../app/dialog-history';
import { brandMark } from './brand-mark';
import { openSchedulingWidget } from './open-scheduling-widget';
import styles from './site-header.module.css';
import { useHideOnScroll } from './use-hide-on-scroll';

export interface SiteHeaderProps {
  /** Hover or focus on the call button: a chance to fetch the call UI before the click. */
  onVoiceIntent?: () => void;
}

const landingPaths = new Set(
  siteRoutes.filter((route) => route.expose === './LandingPage' && !route.opensWaitlist).map((route) => route.path),
);

export function SiteHeader({ onVoiceIntent }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const { schedulingUrl } = useRuntimeConfig();
  const { flavour, voicecare } = callFlavourForPath(pathname);
  const settingUp = useCallSettingUp();
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolledAway = useHideOnScroll();
  const navId = useId();
  const newWindowId = useId();
  const howItWorksPath = landingPaths.has(pathname) ? pathname : '/';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the route changes
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.getElementById(`${navId}-toggle`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen, navId]);

  const closeMenu = () => setMenuOpen(false);

  // On a phone, Back closes the open menu as it closes a sheet; the page stays (docs/architecture.md).
  useDialogHistoryEntry(menuOpen, () => {
    setMenuOpen(false);
    return true;
  });

  return (
    <header className={styles.header} data-hidden={scrolledAway && !menuOpen ? 'true' : 'false'}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src={brandMark} alt="" width="28" height="28" />
          {PRODUCT_NAME}
        </Link>
        <button
          type="button"
          id={`${navId}-toggle`}
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          Menu
        </button>
        <nav
          aria-label="Main"
          id={navId}
          className={styles.nav}
          data-open={menuOpen}
          // A dialog opened from the phone menu gives focus back to the menu's button: its opener is hidden by then.
          {...{ [FOCUS_FALLBACK_ATTRIBUTE]: `${navId}-toggle` }}
        >
          <Link to={`${howItWorksPath}#${HOW_IT_WORKS_SECTION_ID}`} onClick={closeMenu}>
            How It Works
          </Link>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              closeMenu();
              emit({ type: 'contact/open' });
            }}
          >
            Contact Us
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={settingUp}
            onPointerEnter={onVoiceIntent}
            onFocus={onVoiceIntent}
            onClick={() => {
              closeMenu();
              emit({ type: 'voice/open', flavour, voicecare, source: 'navbar' });
            }}
          >
            {callTriggerLabel(flavour, settingUp)}
          </button>
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.secondary}
            // The name stays the label people see; the description says where the page opens.
            aria-describedby={newWindowId}
            onClick={(event) => {
              closeMenu();
              if (openSchedulingWidget(schedulingUrl)) event.preventDefault();
            }}
          >
            Book Live Demo
            <span aria-hidden="true" className={styles.newWindowMark}>
              {' ↗'}
            </span>
          </a>
          <span id={newWindowId} className="nvx-visually-hidden">
            Opens in a new window
          </span>
        </nav>
      </div>
    </header>
  );
}
