import { type RuntimeConfig, RuntimeConfigProvider } from '@novavox/shared-contracts';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Analytics } from '../analytics/start-analytics';
import { createSiteRouter } from './router';

export function App({ config, analytics }: { config: RuntimeConfig; analytics: Analytics | null }) {
  const router = useMemo(() => createSiteRouter(analytics), [analytics]);
  return (
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}
