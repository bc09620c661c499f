import type { AbStatsDay } from '@novavox/contracts-api/ab-stats';
import { sampleExperiment } from '@novavox/contracts-api/testing';
import { analyzeExperiment } from '@novavox/experiment-stats';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoadedExperiment } from '../../results/hooks/use-ab-stats';
import { type DashboardExperiment, dashboardExperiment } from '../../results/model/parse-ab-stats-response';
import { ExperimentTrend } from './experiment-trend';

/** The chart library is loaded lazily; on a loaded machine that takes longer than findBy's 1 s default. */
const LAZY_CHART = { timeout: 10_000 };

const daily: AbStatsDay[] = [
  { date: '2026-11-01', variants: { A: { views: 100, conversions: 10 }, B: { views: 100, conversions: 12 } } },
  {
    date: '2026-11-03',
    variants: {
      A: { views: 100, conversions: 5 },
      B: { views: 100, conversions: 13 },
      C: { views: 50, conversions: 5 },
    },
  },
];

function loaded(overrides: Partial<DashboardExperiment> = {}): LoadedExperiment {
  const experiment: DashboardExperiment = {
    ...dashboardExperiment(
      sampleExperiment(
        'cta_layout',
        { A: [200, 15], B: [200, 25], C: [50, 5] },
        { firstSeenAt: '2026-11-01T08:00:00.000Z', daily },
      ),
    ),
    ...overrides,
  };
  return {
    ...experiment,
    analysis: analyzeExperiment(experiment, { A: 1, B: 1, C: 1 }, Date.parse('2026-11-03T20:00:00Z')),
  };
}

// The first test loads the chart's lazy chunk, slow on a loaded machine; the default 5 s is too tight.
describe('ExperimentTrend', { timeout: 20_000 }, () => {
  it('draws one line and one band per variant from the running sums, as an image with a text alternative', async () => {
    render(<ExperimentTrend experiment={loaded()} />);
    const chart = await screen.findByRole(
      'img',
      { name: 'CTA Layout: cumulative conversion rate per day' },
      LAZY_CHART,
    );
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleDescription(
      'Cumulative conversion rate of each variant with its 95% interval, 2026-11-01 to 2026-11-03. On 2026-11-03: A 7.5% (95% interval 4.6–12.0%); B 12.5% (95% interval 8.6–17.8%); C 10.0% (95% interval 4.3–21.4%).',
    );
    expect(chart.querySelectorAll('[data-line]')).toHaveLength(3);
    expect(chart.querySelectorAll('[data-band]')).toHaveLength(3);
    // A and B have a point on each of the 3 days (the missing day carries the totals); C only on the last.
    expect(chart.querySelectorAll('[data-series="A"] circle')).toHaveLength(3);
    expect(chart.querySelectorAll('[data-series="C"] circle')).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'CTA Layout chart legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A Centered (control)', 'B Split', 'C Checklist card']);
  });

  it('keeps the numbers in a table, one row per day and variant', () => {
    render(<ExperimentTrend experiment={loaded()} />);
    const table = screen.getByRole('table', { name: 'CTA Layout: cumulative figures per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[3] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2026-11-02');
    expect(cells(rows[3])).toEqual(['A', '100', '10', '10.0% (5.5–17.4%)', '—']);
    expect(cells(rows[5])).toEqual(['C', '0', '0', '—', '—']);
    expect(cells(rows[7])).toEqual(['B', '200', '25', '12.5% (8.6–17.8%)', '+5.0 pp (−7.8 to +17.8 pp)']);
  });

  it('switches to the difference from the control, with a zero line and the always-valid band', async () => {
    const user = userEvent.setup();
    render(<ExperimentTrend experiment={loaded()} />);
    await user.click(screen.getByRole('radio', { name: 'Difference vs. control' }));
    const chart = await screen.findByRole(
      'img',
      { name: 'CTA Layout: difference from the control per day' },
      LAZY_CHART,
    );
    expect(chart.querySelectorAll('[data-line]')).toHaveLength(2);
    expect(chart.querySelector('[data-testid="zero-line"]')).not.toBeNull();
    expect(chart).toHaveAccessibleDescription(
      /On 2026-11-03: B \+5\.0 pp \(always-valid interval −7\.8 to \+17\.8 pp\); C \+2\.5 pp/,
    );
  });

  it('says why there is no chart, and draws nothing for an experiment without data', () => {
    const { rerender, container } = render(<ExperimentTrend experiment={loaded({ daily: null })} />);
    expect(screen.getByText('No chart: the api sent no daily series for this experiment.')).toBeInTheDocument();
    rerender(
      <ExperimentTrend
        experiment={loaded({
          daily: null,
          variants: dashboardExperiment(sampleExperiment('cta_layout', { A: [0, 0] })).variants,
        })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
