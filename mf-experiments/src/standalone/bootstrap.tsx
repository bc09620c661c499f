import '@novavox/shared-contracts/design-tokens.css';
import { StandaloneHarness } from '@novavox/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import TestsDashboardPage from '../exposes/tests-dashboard-page';
import VariantDebugPage from '../exposes/variant-debug-page';

const links = [
  { href: '/admin/tests', label: 'A/B Test Dashboard' },
  { href: '/variant-debug', label: 'Variant Debug' },
];

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneHarness remoteName="mf-experiments" links={links}>
          <Routes>
            <Route path="/admin/tests" element={<TestsDashboardPage />} />
            <Route path="/variant-debug" element={<VariantDebugPage />} />
            <Route path="*" element={<Navigate to="/admin/tests" replace />} />
          </Routes>
        </StandaloneHarness>
      </BrowserRouter>
    </StrictMode>,
  );
}
