import '@novavox/contracts-ui/design-tokens.css';
import { useLocation } from '@novavox/contracts-runtime';
import { StandaloneHarness } from '@novavox/contracts-ui/standalone-harness';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LandingPage from '../exposes/landing-page';
import OldHomePage from '../exposes/old-home-page';
import SignupPage from '../exposes/signup-page';
import SignupStatusPage from '../exposes/signup-status-page';
import { MarketingModals } from './marketing-modals';
import { WaitlistRoute } from './waitlist-route';

const links = [
  { href: '/', label: 'Landing' },
  { href: '/care', label: 'Landing (care)' },
  { href: '/customer-insights', label: 'Landing (customer insights)' },
  { href: '/waitlist?source=harness', label: 'Waitlist' },
  { href: '/old-home', label: 'Old home' },
  { href: '/signup', label: 'Signup' },
  { href: '/signup/status?result=confirmed', label: 'Signup status' },
];

function MarketingScreen() {
  const { pathname } = useLocation();
  switch (pathname) {
    case '/old-home':
      return <OldHomePage />;
    case '/signup':
      return <SignupPage />;
    case '/signup/status':
      return <SignupStatusPage />;
    case '/waitlist':
    case '/novavox-family/waitlist':
      return <WaitlistRoute />;
    default:
      return <LandingPage pathname={pathname} />;
  }
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneHarness remoteName="mf-marketing" service="mf_marketing" links={links}>
        <MarketingScreen />
        <MarketingModals />
      </StandaloneHarness>
    </StrictMode>,
  );
}
