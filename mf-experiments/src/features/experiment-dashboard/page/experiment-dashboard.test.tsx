import { sampleExperiment, sampleRun } from '@novavox/contracts-api/testing';
import { defaultExperimentStates, experimentEnabledKey, variantStorageKey } from '@novavox/contracts-experiments';
import { RuntimeConfigProvider } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeExperimentsApi, fakeExperimentsApi } from '../../../testing/fake-experiments-api';
import { TestsDashboard } from './experiment-dashboard';

const config = buildRuntimeConfig({
  PUBLIC_AB_STATS_ENDPOINT: 'http://stats.test/analytics/ab-stats',
  PUBLIC_API_URL: 'http://api.test',
  PUBLIC_EXPERIMENTS_ENABLED: 'true',
});
const requests: Request[] = [];
const localDeveloper = { email: null, role: 'admin', actor: 'local developer', canSignOut: false };
// An api with no team sign-in configured, unless a test says otherwise.
const server = setupServer(http.get('http://api.test/team/me', () => HttpResponse.json(localDeveloper)));

function respondWith(resolver: () => Response | Promise<Response>) {
  server.use(
    http.get('http://stats.test/analytics/ab-stats', ({ request }) => {
      requests.push(request);
      return resolver();
    }),
  );
}

let experimentsApi: FakeExperimentsApi;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // The api has every experiment running, as the config the page loaded with says.
  experimentsApi = fakeExperimentsApi(config.endpoints, defaultExperimentStates(true));
  server.use(...experimentsApi.handlers);
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// Names and descriptions as the catalog has them; the figures are this test's own.
const layout = sampleExperiment(
  'cta_layout',
  { A: [120, 12], B: [118, 17.5], C: [4, 1] },
  {
    firstSeenAt: '2026-11-01T00:00:00.000Z',
    run: sampleRun('2026-10-01T00:00:00.000Z', '2026-11-21', { A: [2000, 200], B: [2000, 300], C: [2000, 210] }),
  },
);
const headline = sampleExperiment('family_headline', { A: [0, 0], B: [0, 0] }, { run: null });
const buttonText = sampleExperiment('cta_button_text', { A: [10, 0] });
const buttonColor = sampleExperiment('cta_button_color', { D: [10, 2] });

const live = (extra: Record<string, unknown> = {}) =>
  HttpResponse.json({
    experiments: [layout, headline, buttonText, buttonColor],
    connectionSuccessful: true,
    isLiveData: true,
    totalPageViews: 4321,
    pageViewData: { rows: [] },
    hasRealAbData: true,
    ...extra,
  });

function renderDashboard() {
  return render(
    <RuntimeConfigProvider config={config}>
      <TestsDashboard />
    </RuntimeConfigProvider>,
  );
}

async function loaded() {
  await waitFor(() => expect(screen.queryByText('Loading test data...')).not.toBeInTheDocument());
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

/** The spec's table of a card: the date range's figures. */
function rangeTable(name: string) {
  return within(card(name)).getByRole('region', { name: `${name} variants` });
}

/** The verdict's table of a card: everyone since the start. */
function runTable(name: string) {
  return within(card(name)).getByRole('region', { name: `${name} since the start` });
}

// User-event flows are slow on a loaded CI machine; the default 5 s is too tight for them.
describe('TestsDashboard', { timeout: 20_000 }, () => {
  it('starts with an overview, one row per experiment, and opens a card at its own address', async () => {
    const user = userEvent.setup();
    respondWith(() => live());
    renderDashboard();
    await loaded();
    const overview = screen.getByRole('region', { name: 'Overview' });
    const rows = within(overview).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Experiment', 'State', 'Days running', 'Visitors since start', 'Verdict', 'Next']);
    expect(rows).toHaveLength(5);
    // CTA Layout runs (the loaded config's states): its run has 2000 + 2000 + 2000 visitors.
    const layoutRow = within(overview).getByRole('row', { name: /^CTA Layout/ });
    const cells = within(layoutRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(['Running', expect.stringMatching(/^\d+$/)]);
    expect(cells[2]).toBe('6,000');

    await user.click(within(layoutRow).getByRole('link', { name: 'CTA Layout' }));
    expect(window.location.search).toBe('?experiment=cta_layout');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
    await user.click(screen.getByRole('link', { name: '← All experiments' }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('loads the default range on open and shows the connection, cards and the variant table', async () => {
    respondWith(() => live());
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'A/B Test Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading test data...')).toBeInTheDocument();
    await loaded();
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('startDate')).toBe('30daysAgo');
    expect(url.searchParams.get('endDate')).toBe('today');
    expect(requests[0]?.headers.get('authorization')).toBeNull();

    const connected = screen.getByText(/Connected to analytics/).closest('div') as HTMLElement;
    expect(connected).toHaveTextContent('Total page views: 4,321');
    expect(within(connected).getByText('Using real A/B test data!')).toBeInTheDocument();

    const layoutCard = card('CTA Layout');
    expect(within(layoutCard).getByText('The layout of the closing call-to-action section.')).toBeInTheDocument();
    expect(within(layoutCard).getByText('Active')).toBeInTheDocument();
    const rows = within(rangeTable('CTA Layout')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^A \(control\)Centered12012/);
    const controlCells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(controlCells[3]).toHaveTextContent(/^10\.0%$/);
    expect(controlCells[4]).toHaveTextContent(/^—$/);
    // B: 17.5 / 118 = 14.83 %, +48.3 % against 10 %; it is the best variant.
    const b = rows[2] as HTMLElement;
    expect(within(b).getByText('17.5')).toBeInTheDocument();
    expect(within(b).getByText('14.8%')).toBeInTheDocument();
    expect(within(b).getByText('+48.3%')).toHaveClass(/positive/);
    expect(within(b).getByText('best')).toBeInTheDocument();
    expect(within(b).getByText('Split')).toHaveAttribute(
      'title',
      'Layout B: the offer and the 30-day money-back guarantee on the left, the button on the right.',
    );
    // C has 4 views: an asterisked rate, a dash, and the footnote.
    const c = rows[3] as HTMLElement;
    expect(within(c).getByText('25.0%*')).toBeInTheDocument();
    expect(within(c).getAllByRole('cell')[4]).toHaveTextContent(/^—$/);
    expect(within(c).queryByText('best')).not.toBeInTheDocument();
    expect(
      within(layoutCard).getByText('* Fewer than 5 views: not enough data for a reliable rate or comparison.'),
    ).toBeInTheDocument();
    // The sample ratio is checked over the run (2000 each), not the range.
    expect(within(layoutCard).getByText(/Sample ratio OK/)).toBeInTheDocument();

    const insights = screen.getByRole('region', { name: 'Insights & Recommendations' });
    expect(insights).toHaveTextContent(/illustrative/i);
    expect(insights).toHaveTextContent('+27.3%');
    expect(insights).toHaveTextContent("'Try 7 Days Free'");
  });

  it('keeps the spec columns for the range, and the verdict over the whole run apart, with one line saying what to do', async () => {
    respondWith(() => live());
    renderDashboard();
    await loaded();
    const headers = (region: HTMLElement) =>
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers(rangeTable('CTA Layout'))).toEqual([
      'Variant',
      'Name',
      'Views',
      'Conversions',
      'Rate',
      'vs. Control',
      'Actions',
    ]);
    // Run: A 200/2000, B 300/2000, C 210/2000 since Oct 1 (51 days): B wins, so the probabilities show.
    expect(headers(runTable('CTA Layout'))).toEqual([
      'Variant',
      'Name',
      'Visitors since start',
      'Conversions',
      'Rate',
      'Difference vs. A (95%)',
      'P(beat control)',
      'P(best)',
      'Verdict',
    ]);
    const layoutCard = card('CTA Layout');
    const runRows = within(runTable('CTA Layout')).getAllByRole('row');
    expect(runRows[2]).toHaveTextContent(/^BSplit2,00030015\.0%/);
    expect(within(runRows[2] as HTMLElement).getByText('Significant win')).toBeInTheDocument();
    expect(within(layoutCard).getByText('Ship B', { selector: 'strong' })).toBeInTheDocument();
    // The line's button opens the run controls' confirmation for that variant.
    await userEvent.click(within(layoutCard).getByRole('button', { name: 'Ship B of CTA Layout to every visitor' }));
    expect(screen.getByRole('dialog', { name: 'Ship B of CTA Layout to every visitor?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(layoutCard).getByText(/^The verdict: everyone since the start \(1 Oct 2026\)$/)).toBeInTheDocument();
    expect(within(layoutCard).getByText('The date range, for exploring (not for the verdict)')).toBeInTheDocument();
    expect(within(layoutCard).getByText('How this is computed')).toBeInTheDocument();
    expect(within(layoutCard).getByText(/^Plan of this run: find \+20% on 5%/)).toBeInTheDocument();
    // Not started (the api says run: null): no verdict, and it says so.
    expect(within(card('Family Headline')).getByText('Keep running', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows the plan the run started with in "How this is computed", and the N* it fixes for the run', async () => {
    const planned = {
      ...layout,
      run: { ...layout.run, plan: { baselineRate: 0.1, minimumDetectableEffect: 0.2 } },
    };
    // A run whose source sent no plan: the catalog's stands in, and the card says so.
    const unplanned = sampleExperiment(
      'subheadline',
      { A: [10, 1], B: [10, 1] },
      { run: sampleRun('2026-11-01T00:00:00.000Z', '2026-11-21', { A: [100, 10], B: [100, 11] }) },
    );
    respondWith(() => HttpResponse.json({ experiments: [planned, unplanned], connectionSuccessful: true }));
    renderDashboard();
    await loaded();
    const how = within(card('CTA Layout')).getByText('How this is computed').closest('details') as HTMLElement;
    await userEvent.click(within(how).getByText('How this is computed'));
    // +20 % on 10 % with two challengers (α .025 each): N* = 16 182 (a separate Python implementation, see
    // experiment-analysis.test.ts in @novavox/experiment-stats).
    expect(
      within(how).getByText(
        /^The plan of this run: find a lift of \+20% on 10%, fixed when the run started \(1 Oct 2026, 00:00 UTC\)\. From it the daily-safe range is tuned once for the whole run, narrowest around 16,182 visitors in total \(N\*\), and never re-tuned as data comes in/,
      ),
    ).toBeVisible();
    expect(within(how).getByText(/Changing the plan starts a new run\./)).toBeVisible();
    expect(
      within(how).getByText(/^"No meaningful difference" only when every variant's range lies below the planned lift/),
    ).toBeVisible();
    const other = within(card('Subheadline')).getByText('How this is computed').closest('details') as HTMLElement;
    expect(
      within(other).getByText(
        /^The plan of this run: find a lift of \+20% on 5% \(the catalog's: the data source sent no plan with the run\)/,
      ),
    ).toBeInTheDocument();
  });

  it('holds P(beat control) and P(best) back until a call, and says to fix bad data first', async () => {
    const broken = {
      ...layout,
      variants: { ...layout.variants, C: { name: 'Checklist card', description: '', views: 10, conversions: 12 } },
    };
    // Outside the catalog (equal weights over its variants), three even arms since Oct 1.
    const even = {
      ...layout,
      id: 'retired_test',
      name: 'Value Proposition',
      run: sampleRun('2026-10-01T00:00:00.000Z', '2026-11-21', { A: [2000, 200], B: [2000, 205], C: [2000, 195] }),
    };
    respondWith(() => HttpResponse.json({ experiments: [broken, even], connectionSuccessful: true }));
    renderDashboard();
    await loaded();
    const bad = card('CTA Layout');
    expect(
      within(bad).getByText(
        'Bad data: variant C reports more conversions than views. No statistics are computed for this experiment until the data is fixed.',
      ),
    ).toBeVisible();
    expect(within(bad).getByText('Fix the data first')).toBeInTheDocument();
    expect(
      within(within(runTable('CTA Layout')).getAllByRole('row')[3] as HTMLElement).getByText('Bad data'),
    ).toBeInTheDocument();
    const evenCard = card('Value Proposition');
    expect(within(runTable('Value Proposition')).queryByRole('columnheader', { name: 'P(best)' })).toBeNull();
    expect(
      within(evenCard).getByText(/^P\(beat control\) and P\(best\) are held back until the verdict makes a call/),
    ).toBeInTheDocument();
    expect(
      within(within(runTable('Value Proposition')).getAllByRole('row')[3] as HTMLElement).getByText('Inconclusive'),
    ).toBeInTheDocument();
    expect(within(evenCard).getByText(/^Keep running: about \d[\d,]* more days$/)).toBeInTheDocument();
  });

  it('shows a created copy experiment’s card with its verdict and exports its results, without run controls', async () => {
    // docs/copy-experiments.md: the api lists created experiments after the coded ones, named by their author.
    const created = {
      ...sampleExperiment('copy_0123456789ab', { A: [300, 15], B: [310, 31] }),
      name: 'Headline: care, every day',
      description: 'A warmer headline gets more sign-ups.',
      run: sampleRun('2026-11-20T09:00:00.000Z', '2026-11-21', { A: [300, 15], B: [310, 31] }),
    };
    respondWith(() => live({ experiments: [layout, created] }));
    renderDashboard();
    await loaded();
    const createdCard = card('Headline: care, every day');
    expect(within(createdCard).getByText('A warmer headline gets more sign-ups.')).toBeInTheDocument();
    expect(within(runTable('Headline: care, every day')).getAllByRole('row')).toHaveLength(3);
    expect(within(createdCard).queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:created';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await userEvent.click(
      within(createdCard).getByRole('button', { name: 'Export results of Headline: care, every day (CSV)' }),
    );
    const csv = await blobs[0]?.text();
    const lines = csv?.trim().split(/\r?\n/) ?? [];
    expect(lines).toHaveLength(3);
    // B: 31 / 310 = 10.00 %, A 15 / 300 = 5.00 %: +100 % against the control; the run as sent.
    expect(lines[2]).toMatch(
      /^"?copy_0123456789ab"?,"?30daysAgo\.\.today"?,"?B"?,.*,"?310"?,"?31"?,"?10(\.0+)?"?,"?100(\.0+)?"?,/,
    );
  });

  it('reloads when the date range changes and on Refresh Data', async () => {
    respondWith(() => live());
    const user = userEvent.setup();
    renderDashboard();
    await loaded();
    const start = screen.getByLabelText('Start date');
    expect(
      within(start)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['today', 'Today only'],
      ['yesterday', 'Yesterday'],
      ['7daysAgo', 'Last 7 days'],
      ['30daysAgo', 'Last 30 days'],
      ['90daysAgo', 'Last 90 days'],
    ]);
    const end = screen.getByLabelText('End date');
    expect(
      within(end)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Today', 'Yesterday']);
    await user.selectOptions(start, '7daysAgo');
    await loaded();
    await user.selectOptions(end, 'yesterday');
    await loaded();
    const last = new URL(requests.at(-1)?.url ?? '');
    expect([last.searchParams.get('startDate'), last.searchParams.get('endDate')]).toEqual(['7daysAgo', 'yesterday']);
    const count = requests.length;
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await loaded();
    expect(requests.length).toBe(count + 1);
  });

  it('shows a missing-custom-dimension warning, logs it, and still lists the variants', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respondWith(() => live({ warning: 'dimension customEvent:experiment_id not registered in GA4' }));
    renderDashboard();
    await loaded();
    const text =
      'Google Analytics is not configured properly: dimension customEvent:experiment_id not registered in GA4 Until this is fixed, the dashboard cannot display accurate variant-specific data.';
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The variants are still listed below, but their performance data is not accurate.',
    );
    expect(warn).toHaveBeenCalledWith(text);
    expect(card('CTA Layout')).toBeInTheDocument();
  });

  it('shows fallback data with its reason and no connected banner', async () => {
    respondWith(() => HttpResponse.json({ data: [layout], message: 'GA4 credentials are missing' }));
    renderDashboard();
    await loaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Using fallback data: GA4 credentials are missing');
    expect(screen.queryByText(/Connected to analytics/)).not.toBeInTheDocument();
    expect(card('CTA Layout')).toBeInTheDocument();
  });

  it('accepts the legacy bare array', async () => {
    respondWith(() => HttpResponse.json([layout]));
    renderDashboard();
    await loaded();
    expect(card('CTA Layout')).toBeInTheDocument();
    expect(screen.queryByText('Using real A/B test data!')).not.toBeInTheDocument();
  });

  it.each([
    [
      'invalid JSON',
      () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }),
      /^Invalid JSON response: \S/,
    ],
    ['an unexpected format', () => HttpResponse.json({ rows: [] }), /^API returned data in unexpected format$/],
    [
      'an answer the shared schema refuses',
      () => HttpResponse.json({ experiments: [{ ...layout, variants: { A: { ...layout.variants.A, views: -3 } } }] }),
      /^API returned data in unexpected format \(experiments\[0\]\.variants\.A\.views: must be 0 or more\)$/,
    ],
    [
      'an HTTP error',
      () => HttpResponse.json({ error: 'GA4 down', message: 'GA4 down' }, { status: 502 }),
      /^Error loading data: GA4 down$/,
    ],
    ['a network failure', () => HttpResponse.error(), /^Error loading data: \S/],
  ])('reports %s, empties the list and resets the connection', async (_label, resolver, message) => {
    let first = true;
    respondWith(() => {
      if (first) {
        first = false;
        return live();
      }
      return resolver();
    });
    const user = userEvent.setup();
    renderDashboard();
    await loaded();
    expect(screen.getByText(/Connected to analytics/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await loaded();
    expect(screen.getByRole('alert').textContent).toMatch(message);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/Connected to analytics/)).not.toBeInTheDocument();
  });

  it('reports an outer failure (the browser storage cannot be read) as "Failed to load data"', async () => {
    respondWith(() => live());
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    renderDashboard();
    await loaded();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load data: The operation is insecure\.$/);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no experiments', async () => {
    respondWith(() => HttpResponse.json({ experiments: [], connectionSuccessful: true, totalPageViews: 0 }));
    renderDashboard();
    await loaded();
    expect(screen.getByText('No experiment data found for the selected date range.')).toBeInTheDocument();
    expect(screen.getByText(/Try a different date range/)).toBeInTheDocument();
  });

  it('toggles an experiment between Active and Inactive and stores the flag as true/false', async () => {
    respondWith(() => live());
    localStorage.setItem(experimentEnabledKey('family_headline'), 'false');
    const user = userEvent.setup();
    renderDashboard();
    await loaded();
    const headlineCard = card('Family Headline');
    expect(within(headlineCard).getByText('Inactive')).toBeInTheDocument();
    await user.click(within(headlineCard).getByRole('button', { name: 'Enable Family Headline' }));
    expect(within(headlineCard).getByText('Active')).toBeInTheDocument();
    expect(localStorage.getItem(experimentEnabledKey('family_headline'))).toBe('true');
    await user.click(within(headlineCard).getByRole('button', { name: 'Disable Family Headline' }));
    expect(localStorage.getItem(experimentEnabledKey('family_headline'))).toBe('false');
  });

  it('shows Inactive, whatever the browser flag, for an experiment the api does not have running', async () => {
    respondWith(() => live());
    experimentsApi.states = defaultExperimentStates(false);
    render(
      <RuntimeConfigProvider config={{ ...config, experiments: defaultExperimentStates(false) }}>
        <TestsDashboard />
      </RuntimeConfigProvider>,
    );
    await loaded();
    const headlineCard = card('Family Headline');
    expect(within(headlineCard).getByText('Inactive')).toBeInTheDocument();
    expect(within(headlineCard).getByRole('button', { name: 'Disable Family Headline' })).toBeInTheDocument();
  });

  it('resets one experiment and, after confirming, all variants', async () => {
    respondWith(() => live());
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    localStorage.setItem(variantStorageKey('cta_layout'), 'B');
    localStorage.setItem(variantStorageKey('family_headline'), 'C');
    const user = userEvent.setup();
    renderDashboard();
    await loaded();
    await user.click(within(card('CTA Layout')).getAllByRole('button', { name: /^Reset/ })[0] as HTMLElement);
    expect(alert).toHaveBeenLastCalledWith('Reset variant for experiment: cta_layout');
    expect(localStorage.getItem(variantStorageKey('cta_layout'))).toBeNull();
    expect(localStorage.getItem(variantStorageKey('family_headline'))).toBe('C');

    await user.click(screen.getByRole('button', { name: 'Reset All Variants' }));
    expect(confirm).toHaveBeenCalledWith('This will reset all your assigned variants. Continue?');
    expect(localStorage.getItem(variantStorageKey('family_headline'))).toBe('C');
    await user.click(screen.getByRole('button', { name: 'Reset All Variants' }));
    expect(localStorage.getItem(variantStorageKey('family_headline'))).toBeNull();
    expect(alert).toHaveBeenLastCalledWith('All variants have been reset.');
  });

  it('opens the detail modal from View or a row click, with the previews', async () => {
    respondWith(() => live());
    const user = userEvent.setup();
    renderDashboard();
    await loaded();

    await user.click(
      within(card('Family Headline')).getByRole('button', { name: 'View variant A of Family Headline' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Variant A: Peace of mind' });
    const lines = within(within(dialog).getByTestId('variant-preview')).getAllByText(/./, { selector: 'span' });
    expect(lines.map((line) => line.textContent)).toEqual([
      'Peace of mind for you.',
      'A friendly daily call for Mom and Dad.',
    ]);
    expect(within(dialog).queryByText('Button text:')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(rangeTable('CTA Button Text')).getByText('Join Waitlist'));
    dialog = screen.getByRole('dialog', { name: 'Variant A: Join Waitlist' });
    expect(within(dialog).getByText('Button text:')).toBeInTheDocument();
    expect(within(dialog).getByTestId('variant-preview')).toHaveTextContent('Join Waitlist');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      within(card('CTA Button Color')).getByRole('button', { name: 'View variant D of CTA Button Color' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Variant D: Orange' });
    expect(within(dialog).getByTestId('variant-preview')).toHaveTextContent('Join Waitlist');
    expect(
      within(dialog).getByText('Orange button with dark text, the warmest and most visible option.'),
    ).toBeInTheDocument();
    const figures = within(dialog)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(figures).toEqual(['10', '2', '20.0%']);
  });
});

describe('team sign-in', { timeout: 20_000 }, () => {
  const marketer = { email: 'mia@novavox.ai', role: 'marketing', actor: 'mia@novavox.ai', canSignOut: true };
  const admin = { email: 'ada@novavox.ai', role: 'admin', actor: 'ada@novavox.ai', canSignOut: true };
  const signInRequired = { error: 'Sign in to see this page', message: 'Sign in to see this page' };

  /** The api as it behaves for one browser: /team/me and the stats answer for whoever holds the session. */
  function teamApi(initial: typeof marketer | null) {
    let member = initial;
    const posts: { path: string; body: unknown; credentials: RequestCredentials }[] = [];
    server.use(
      http.get('http://api.test/team/me', ({ request }) =>
        member && request.credentials === 'include'
          ? HttpResponse.json(member)
          : HttpResponse.json(signInRequired, { status: 401 }),
      ),
      http.post('http://api.test/team/sign-in', async ({ request }) => {
        posts.push({ path: '/team/sign-in', body: await request.json(), credentials: request.credentials });
        return HttpResponse.json(
          { ok: true, message: 'If this address is on the team list, a link is on its way.' },
          {
            status: 202,
          },
        );
      }),
      http.post('http://api.test/team/sign-out', ({ request }) => {
        posts.push({ path: '/team/sign-out', body: null, credentials: request.credentials });
        member = null;
        return HttpResponse.json({ ok: true });
      }),
    );
    respondWith(() =>
      member && requests.at(-1)?.credentials === 'include'
        ? live()
        : HttpResponse.json(signInRequired, { status: 401 }),
    );
    return posts;
  }

  it('asks a signed-out visitor for an e-mail address, then says to check the inbox', async () => {
    const posts = teamApi(null);
    const user = userEvent.setup();
    renderDashboard();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await loaded();
    // Signed out is no error: the form says how to sign in, and nothing orange comes first.
    expect(screen.queryByText(/Error loading data/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(form).getByText(/Enter your work e-mail address and we send you a sign-in link/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'CTA Layout' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send sign-in link' }));
    expect(within(form).getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    expect(posts).toEqual([]);

    await user.type(within(form).getByLabelText('Work e-mail'), ' mia@novavox.ai ');
    await user.click(within(form).getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('If this address is on the team list, a link is on its way.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(posts).toEqual([{ path: '/team/sign-in', body: { email: 'mia@novavox.ai' }, credentials: 'include' }]);

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows a signed-in marketer their name and role, the experiments and no personal-data links; Sign out', async () => {
    const posts = teamApi(marketer);
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('mia@novavox.ai')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'CTA Layout' })).toBeInTheDocument());
    expect(screen.getByText('marketing')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Personal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Waitlist export (CSV)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(posts).toEqual([{ path: '/team/sign-out', body: null, credentials: 'include' }]);
    await loaded();
    expect(screen.queryByText('mia@novavox.ai')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'CTA Layout' })).not.toBeInTheDocument();
  });

  it('gives the admin role the personal-data links, on the api', async () => {
    teamApi(admin);
    renderDashboard();
    const links = await screen.findByRole('navigation', { name: 'Personal data' });
    expect(within(links).getByRole('link', { name: 'Waitlist export (CSV)' })).toHaveAttribute(
      'href',
      'http://api.test/admin/waitlist.csv',
    );
    expect(within(links).getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', 'http://api.test/admin/outbox');
    expect(within(links).getByRole('link', { name: 'Contact messages' })).toHaveAttribute(
      'href',
      'http://api.test/admin/contact-messages',
    );
  });

  it('on an api without team sign-in, names the local developer and offers no Sign out', async () => {
    respondWith(() => live());
    renderDashboard();
    expect(await screen.findByText('local developer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
