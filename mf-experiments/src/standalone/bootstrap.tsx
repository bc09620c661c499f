import '@novavox/contracts-ui/design-tokens.css';
import { Redirect, useLocation } from '@novavox/contracts-runtime';
import { StandaloneHarness } from '@novavox/contracts-ui/standalone-harness';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import TestsDashboardPage from '../exposes/tests-dashboard-page';
import VariantDebugPage from '../exposes/variant-debug-page';

const links = [
  { href: '/admin/tests', label: 'A/B Test Dashboard' },
  { href: '/variant-debug', label: 'Variant Debug' },
];

function ExperimentsScreen() {
  const { pathname } = useLocation();
  if (pathname === '/admin/tests') return <TestsDashboardPage />;
  if (pathname === '/variant-debug') return <VariantDebugPage />;
  return <Redirect to="/admin/tests" />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneHarness remoteName="mf-experiments" service="mf_experiments" links={links}>
        <ExperimentsScreen />
      </StandaloneHarness>
    </StrictMode>,
  );
}
