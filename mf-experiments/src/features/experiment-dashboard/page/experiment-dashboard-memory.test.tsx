import { sampleExperiment, sampleRun } from '@novavox/contracts-api/testing';
import { defaultExperimentStates } from '@novavox/contracts-experiments';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeExperimentsApi } from '../../../testing/fake-experiments-api';
import { renderDashboard } from '../../../testing/render-dashboard';
import { serveDuringTests } from '../../../testing/serve-during-tests';

/** Issue 46, items 4 and 5: who sees the sample insights and the archive, and the read-only share page. */
const config = buildRuntimeConfig({
  PUBLIC_AB_STATS_ENDPOINT: 'http://api.test/analytics/ab-stats',
  PUBLIC_API_URL: 'http://api.test',
  PUBLIC_EXPERIMENTS_ENABLED: 'true',
});
const signInRequired = { error: 'Sign in to see this page', message: 'Sign in to see this page' };
const layout = sampleExperiment(
  'cta_layout',
  { A: [120, 12], B: [118, 17], C: [4, 1] },
  { run: sampleRun('2026-10-01T00:00:00.000Z', '2026-11-21', { A: [2000, 200], B: [2000, 300], C: [2000, 210] }) },
);
const server = setupServer();
serveDuringTests(server);
beforeEach(() => server.use(...fakeExperimentsApi(config.endpoints, defaultExperimentStates(true)).handlers));
afterEach(() => window.history.replaceState(null, '', '/admin/tests'));

describe('the dashboard for people without an account', { timeout: 20_000 }, () => {
  it('shows a signed-out visitor neither the made-up insights nor the archive', async () => {
    server.use(
      http.get('http://api.test/team/me', () => HttpResponse.json(signInRequired, { status: 401 })),
      http.get('http://api.test/analytics/ab-stats', () => HttpResponse.json(signInRequired, { status: 401 })),
    );
    renderDashboard(config);
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByRole('region', { name: 'Insights & Recommendations' })).toBeNull();
    expect(screen.queryByText(/\+27\.3%/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Archive of concluded runs' })).toBeNull();
  });

  it('opens a share link read-only: the verdict and its figures, and no control at all', async () => {
    window.history.replaceState(null, '', '/admin/tests?share=cta_layout.1796169600.sig');
    const asked: string[] = [];
    server.use(
      http.get('http://api.test/shared/results', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ experimentId: 'cta_layout', expiresAt: '2026-12-01T00:00:00.000Z' });
      }),
      http.get('http://api.test/shared/ab-stats', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ experiments: [layout], source: 'first-party' });
      }),
    );
    renderDashboard(config);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: CTA Layout' })).toBeInTheDocument();
    expect(screen.getByText(/This link works until/)).toHaveTextContent('1 Dec 2026, 00:00 UTC');
    expect(screen.getByRole('region', { name: 'CTA Layout since the start' })).toHaveTextContent('2,000');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Insights & Recommendations' })).toBeNull();
    expect(asked.every((url) => new URL(url).searchParams.get('token') === 'cta_layout.1796169600.sig')).toBe(true);
  });

  it('says why an expired link no longer opens, and asks for no figures', async () => {
    window.history.replaceState(null, '', '/admin/tests?share=cta_layout.1.sig');
    let statsAsked = false;
    const expired = 'This results link has expired; ask the team for a new one';
    server.use(
      http.get('http://api.test/shared/results', () =>
        HttpResponse.json({ error: expired, message: expired }, { status: 410 }),
      ),
      http.get('http://api.test/shared/ab-stats', () => {
        statsAsked = true;
        return HttpResponse.json({ experiments: [] });
      }),
    );
    renderDashboard(config);
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    await waitFor(() => expect(statsAsked).toBe(false));
  });
});
