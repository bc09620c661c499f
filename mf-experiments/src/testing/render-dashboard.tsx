import { RuntimeConfigProvider } from '@novavox/contracts-runtime';
import type { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { TestsDashboard } from '../features/experiment-dashboard/page/experiment-dashboard';

/** The dashboard page under `config`, as the shell mounts it. */
export function renderDashboard(config: ReturnType<typeof buildRuntimeConfig>) {
  return render(
    <RuntimeConfigProvider config={config}>
      <TestsDashboard />
    </RuntimeConfigProvider>,
  );
}

/** The dashboard page under `config`; resolves with the card named `cardName` once shown. */
export async function renderDashboardCard(
  config: ReturnType<typeof buildRuntimeConfig>,
  cardName: string,
): Promise<HTMLElement> {
  renderDashboard(config);
  return screen.findByRole('article', { name: cardName });
}

/** A marketer signed in by e-mail, as GET /team/me answers (the fake api's default actor). */
export const MARKETER = {
  email: 'marketer@novavox.test',
  role: 'marketing',
  actor: 'marketer@novavox.test',
  canSignOut: true,
} as const;

/** The api's GET /team/me under `config`, answering that `member` is signed in. */
export const teamMe = (config: ReturnType<typeof buildRuntimeConfig>, member: object = MARKETER) =>
  http.get(`${config.endpoints.team}/me`, () => HttpResponse.json(member));
