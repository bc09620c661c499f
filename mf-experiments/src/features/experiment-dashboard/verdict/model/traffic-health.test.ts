import { describe, expect, it } from 'vitest';
import type { DashboardExperiment } from '../../results/model/parse-ab-stats-response';
import { crossoverNote, trafficWarnings } from './traffic-health';

const experiment = (views: number[], days: [string, number][] | null): DashboardExperiment => ({
  id: 'cta_layout',
  name: 'CTA Layout',
  description: '',
  variants: views.map((count, i) => ({
    key: 'ABC'[i] ?? 'Z',
    name: '',
    description: '',
    views: count,
    conversions: 0,
  })),
  firstSeenAt: null,
  daily: days ? days.map(([date, count]) => ({ date, variants: { A: { views: count, conversions: 0 } } })) : null,
  metrics: null,
  crossoverVisitors: 0,
});

describe('crossoverNote', () => {
  it('counts the visitors seen in two arms as every count of the dashboard: grouped, singular for one', () => {
    expect(crossoverNote(1)).toBe(
      'Crossover: 1 visitor seen in two arms (counted once, in the arm of their first exposure)',
    );
    expect(crossoverNote(1234)).toBe(
      'Crossover: 1,234 visitors seen in two arms (counted once, in the arm of their first exposure)',
    );
  });
});

describe('trafficWarnings', () => {
  it('flags an arm with no visitor once the others have 50', () => {
    expect(trafficWarnings(experiment([30, 20, 0], null), '2026-11-25')).toEqual([
      'No traffic to variant C: 50 visitors reached the other variants and none reached it. Check the weights and the page that shows the experiment.',
    ]);
    expect(trafficWarnings(experiment([30, 19, 0], null), '2026-11-25')).toEqual([]);
    expect(trafficWarnings(experiment([1200, 34, 0], null), '2026-11-25')[0]).toMatch(
      /^No traffic to variant C: 1,234 visitors/,
    );
  });

  it('says when traffic stopped: two days and more without a new visitor', () => {
    expect(
      trafficWarnings(
        experiment(
          [5, 5],
          [
            ['2026-11-22', 3],
            ['2026-11-23', 0],
          ],
        ),
        '2026-11-25',
      ),
    ).toEqual([
      "Traffic stopped: no new visitor since 2026-11-22 (3 days). Check that the experiment's pages are served and its events reach the api.",
    ]);
    expect(trafficWarnings(experiment([5, 5], [['2026-11-24', 3]]), '2026-11-25')).toEqual([]);
  });
});
