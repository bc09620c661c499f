import { type RuntimeConfig, RuntimeConfigProvider } from '@novavox/shared-contracts';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createSiteRouter } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => createSiteRouter(), []);
  return (
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}
