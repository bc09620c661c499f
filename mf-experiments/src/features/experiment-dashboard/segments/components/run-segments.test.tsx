import type { ExperimentSegments } from '@novavox/contracts-api/experiment-segments';
import { sampleExperiment } from '@novavox/contracts-api/testing';
import { defaultExperimentStates } from '@novavox/contracts-experiments';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeExperimentsApi, fakeExperimentsApi } from '../../../../testing/fake-experiments-api';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { serveDuringTests } from '../../../../testing/serve-during-tests';

const config = buildRuntimeConfig({ PUBLIC_API_URL: 'http://api.test', PUBLIC_EXPERIMENTS_ENABLED: 'true' });
const marketer = { email: 'mo@novavox.test', role: 'marketing', actor: 'mo@novavox.test', canSignOut: true };
const server = setupServer(
  http.get('http://api.test/team/me', () => HttpResponse.json(marketer)),
  http.get('http://api.test/analytics/ab-stats', () =>
    HttpResponse.json({
      experiments: [sampleExperiment('family_headline', { A: [43, 2], B: [41, 4] })],
      connectionSuccessful: true,
      hasRealAbData: true,
    }),
  ),
);
let api: FakeExperimentsApi;

serveDuringTests(server);
beforeEach(() => {
  api = fakeExperimentsApi(config.endpoints, defaultExperimentStates(true));
  server.use(...api.handlers);
});

/** One row of a dimension, each arm given as [visitors, conversions]. */
const segmentRow = (segment: string, arms: Record<string, [number, number]>) => ({
  segment,
  arms: Object.entries(arms).map(([variant, [views, conversions]]) => ({ variant, views, conversions })),
});

/** Figures of this test's own: 4 / 41 is 9.76 %, 2 / 40 is 5.0 %, the rest under 30 visitors an arm. */
const headlineSegments: ExperimentSegments = {
  experimentId: 'family_headline',
  runId: 'run-1',
  dimensions: [
    {
      dimension: 'device',
      rows: [segmentRow('phone', { A: [40, 2], B: [41, 4] }), segmentRow('tablet', { A: [3, 0], B: [0, 0] })],
    },
    { dimension: 'source', rows: [segmentRow('newsletter', { A: [29, 1], B: [30, 3] })] },
    { dimension: 'landing', rows: [] },
  ],
};

async function segmentsOf(name: string) {
  renderDashboard(config);
  const card = await screen.findByRole('article', { name });
  return within(card).getByRole('region', { name: 'for exploring, not for deciding' });
}

const cells = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

describe('the run’s segments on the card', { timeout: 20_000 }, () => {
  it('shows each dimension as a captioned table of visitors, conversions and rate per arm, and no verdict', async () => {
    api.segments.family_headline = headlineSegments;
    const section = await segmentsOf('Family Headline');
    const device = await within(section).findByRole('table', {
      name: 'Device class: visitors, conversions and conversion rate per arm of Family Headline, this run',
    });
    expect(cells(device)).toEqual([
      ['phone', 'A', '40', '2', '5.0%'],
      ['B', '41', '4', '9.8%'],
      ['tablet', 'A', '3', '0', 'too few visitors'],
      ['B', '0', '0', 'too few visitors'],
    ]);
    const source = within(section).getByRole('table', { name: /^Traffic source:/ });
    expect(cells(source)).toEqual([
      ['newsletter', 'A', '29', '1', 'too few visitors'],
      ['B', '30', '3', '10.0%'],
    ]);
    // A dimension with no visitor has no table; nothing in the section judges a segment.
    expect(within(section).queryByRole('table', { name: /^Landing route:/ })).toBeNull();
    expect(section.textContent).not.toMatch(/significan|winner|ship|★|p =|chance to beat/i);
    const request = api.adminRequests.find((sent) => sent.url.endsWith('/family_headline/segments'));
    expect(request?.credentials).toBe('include');
  });

  it('says when the run has no visitor yet', async () => {
    const section = await segmentsOf('Family Headline');
    expect(await within(section).findByText('No visitor in this run yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('says why when the api refuses', async () => {
    server.use(
      http.get('http://api.test/admin/experiments/family_headline/segments', () =>
        HttpResponse.json({ error: 'Sign in to see the results' }, { status: 401 }),
      ),
    );
    const section = await segmentsOf('Family Headline');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not read the segments: Sign in to see the results',
    );
  });

  it('says which answer it could not read when the api answers a bad shape', async () => {
    server.use(
      http.get('http://api.test/admin/experiments/family_headline/segments', () => HttpResponse.json({ runs: 3 })),
    );
    const section = await segmentsOf('Family Headline');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not read the segments: Unexpected answer from /admin/experiments/family_headline/segments',
    );
  });
});
