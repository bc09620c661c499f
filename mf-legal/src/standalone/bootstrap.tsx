import '@novavox/contracts-ui/design-tokens.css';
import { Redirect, useLocation } from '@novavox/contracts-runtime';
import { StandaloneHarness } from '@novavox/contracts-ui/standalone-harness';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import PrivacyPage from '../exposes/privacy-page';
import TermsPage from '../exposes/terms-page';

const links = [
  { href: '/tos', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
];

function LegalScreen() {
  const { pathname } = useLocation();
  if (pathname === '/tos') return <TermsPage />;
  if (pathname === '/privacy') return <PrivacyPage />;
  return <Redirect to="/tos" />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneHarness remoteName="mf-legal" service="mf_legal" links={links}>
        <LegalScreen />
      </StandaloneHarness>
    </StrictMode>,
  );
}
