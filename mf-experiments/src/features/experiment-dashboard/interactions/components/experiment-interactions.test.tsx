import type {
  ExperimentInteraction,
  ExperimentInteractionsResponse,
} from '@novavox/contracts-api/experiment-interactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../testing/axe-violations';
import { queryKeys } from '../../common/query-keys';
import { ExperimentInteractions } from './experiment-interactions';
import { ExperimentInteractionsPanel } from './experiment-interactions-panel';

const cells = (visitors: number) =>
  ['A', 'B'].flatMap((firstArm) => ['A', 'B'].map((secondArm) => ({ firstArm, secondArm, visitors, conversions: 20 })));
const flagged: ExperimentInteraction = {
  first: 'cta_button_color',
  second: 'cta_layout',
  page: '/',
  cells: cells(400),
  chiSquare: 7.7826,
  degreesOfFreedom: 1,
  pValue: 0.0052753,
  adjustedPValue: 0.0158259,
  flagged: true,
};
const quiet: ExperimentInteraction = {
  ...flagged,
  second: 'subheadline',
  chiSquare: 0.5,
  pValue: 0.4795,
  adjustedPValue: 0.959,
  flagged: false,
};
const untested: ExperimentInteraction = {
  ...quiet,
  first: 'subheadline',
  second: 'cta_layout',
  cells: cells(10),
  chiSquare: null,
  degreesOfFreedom: null,
  pValue: null,
  adjustedPValue: null,
};
const answer = (pairs: ExperimentInteraction[]): ExperimentInteractionsResponse => ({
  alpha: 0.05,
  minCellVisitors: 100,
  pairs,
});

describe('ExperimentInteractions', () => {
  it('lists the flagged pairs in a table with a caption, says it is for exploring, and is axe clean', async () => {
    const { container } = render(<ExperimentInteractions answer={answer([flagged, quiet, untested])} />);
    const region = screen.getByRole('region', { name: 'Experiments that meet' });
    expect(within(region).getByText('For exploring, not for deciding.')).toBeTruthy();
    expect(
      within(region).getByText(
        '1 pair of the 2 pairs checked seems to interact. 1 pair waits for at least 100 visitors in every combination of arms.',
      ),
    ).toBeTruthy();
    const table = within(region).getByRole('table', {
      name: "Flagged pairs (for exploring, not for deciding): p after Holm's correction over the 2 pairs checked, flagged below 0.05",
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Experiments', 'Page', 'Visitors in both', 'χ² (degrees of freedom)', 'p', 'p after Holm'],
      ['CTA Button Color × CTA Layout', 'Landing page', '1,600', '7.78 (1)', '0.00528', '0.0158'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when no pair is flagged, with no table', async () => {
    const { container } = render(<ExperimentInteractions answer={answer([quiet])} />);
    expect(screen.getByText('No pair of the 1 pair checked seems to interact.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there is no pair to check', () => {
    render(<ExperimentInteractions answer={answer([])} />);
    expect(screen.getByText('Fewer than two experiments run on one page: there is no pair to check.')).toBeTruthy();
  });
});

describe('ExperimentInteractionsPanel', () => {
  const requests: Request[] = [];
  const server = setupServer(
    http.get('http://api.test/admin/experiments/interactions', ({ request }) => {
      requests.push(request);
      return HttpResponse.json(answer([flagged]));
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const mount = (viewer: string | null) =>
    render(
      <QueryClientProvider client={client}>
        <ExperimentInteractionsPanel adminEndpoint="http://api.test/admin/experiments" viewer={viewer} />
      </QueryClientProvider>,
    );

  it('asks nothing signed out, and reads the check for the signed-in team', async () => {
    const { container } = mount(null);
    expect(container.textContent).toBe('');
    expect(requests).toHaveLength(0);
    mount('marketer@novavox.test');
    expect(await screen.findByRole('cell', { name: 'Landing page' })).toBeTruthy();
    expect(requests).toHaveLength(1);
    // Refresh Data and every change reset the stats' queries: the check is read again with them.
    await client.resetQueries({ queryKey: queryKeys.abStats });
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
