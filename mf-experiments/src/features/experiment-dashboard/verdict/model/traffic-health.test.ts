import { describe, expect, it } from 'vitest';
import type { DashboardExperiment } from '../../results/model/parse-ab-stats-response';
import { trafficWarnings } from './traffic-health';

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

describe('trafficWarnings', () => {
  it('flags an arm with no visitor once the others have 50', () => {
    expect(trafficWarnings(experiment([30, 20, 0], null), '2026-11-25')).toEqual([
      'No traffic to variant C: 50 visitors reached the other variants and none reached it. Check the weights and the page that shows the experiment.',
    ]);
    expect(trafficWarnings(experiment([30, 19, 0], null), '2026-11-25')).toEqual([]);
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
