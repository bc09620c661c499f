import '@novavox/shared-contracts/design-tokens.css';
import { StandaloneHarness } from '@novavox/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import LandingPage from '../exposes/landing-page';
import OldHomePage from '../exposes/old-home-page';
import SignupPage from '../exposes/signup-page';
import { MarketingModals } from './marketing-modals';
import { WaitlistRoute } from './waitlist-route';

const links = [
  { href: '/', label: 'Landing' },
  { href: '/care', label: 'Landing (care)' },
  { href: '/customer-insights', label: 'Landing (customer insights)' },
  { href: '/waitlist?source=harness', label: 'Waitlist' },
  { href: '/old-home', label: 'Old home' },
  { href: '/signup', label: 'Signup' },
];

function Landing() {
  return <LandingPage pathname={useLocation().pathname} />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneHarness remoteName="mf-marketing" links={links}>
          <Routes>
            <Route path="/old-home" element={<OldHomePage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/waitlist" element={<WaitlistRoute />} />
            <Route path="/novavox-family/waitlist" element={<WaitlistRoute />} />
            <Route path="*" element={<Landing />} />
          </Routes>
          <MarketingModals />
        </StandaloneHarness>
      </BrowserRouter>
    </StrictMode>,
  );
}
