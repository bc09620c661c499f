import { RuntimeConfigProvider } from '@novavox/contracts-runtime';
import type { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { render, screen } from '@testing-library/react';
import { TestsDashboard } from '../features/experiment-dashboard/page/experiment-dashboard';

/** The dashboard page under `config`, as the shell mounts it; resolves with the card named `cardName` once shown. */
export async function renderDashboardCard(
  config: ReturnType<typeof buildRuntimeConfig>,
  cardName: string,
): Promise<HTMLElement> {
  render(
    <RuntimeConfigProvider config={config}>
      <TestsDashboard />
    </RuntimeConfigProvider>,
  );
  return screen.findByRole('article', { name: cardName });
}
