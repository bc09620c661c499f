import '@novavox/shared-contracts/design-tokens.css';
import { StandaloneHarness } from '@novavox/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import LandingPage from '../exposes/landing-page';
import OldHomePage from '../exposes/old-home-page';
import SignupPage from '../exposes/signup-page';
import { MarketingModals } from './marketing-modals';

const links = [
  { href: '/', label: 'Landing' },
  { href: '/care', label: 'Landing (care)' },
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
            <Route path="*" element={<Landing />} />
          </Routes>
          <MarketingModals />
        </StandaloneHarness>
      </BrowserRouter>
    </StrictMode>,
  );
}
