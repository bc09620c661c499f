import '@novavox/shared-contracts/design-tokens.css';
import { StandaloneHarness } from '@novavox/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import PrivacyPage from '../exposes/privacy-page';
import TermsPage from '../exposes/terms-page';

const links = [
  { href: '/tos', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
];

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneHarness remoteName="mf-legal" links={links}>
          <Routes>
            <Route path="/tos" element={<TermsPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="*" element={<Navigate to="/tos" replace />} />
          </Routes>
        </StandaloneHarness>
      </BrowserRouter>
    </StrictMode>,
  );
}
