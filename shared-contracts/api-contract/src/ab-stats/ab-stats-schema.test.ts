import { describe, expect, it } from 'vitest';
import { sampleExperiment, sampleRun } from '../testing';
import { abStatsResponseSchema, safeParseAbStats } from './ab-stats-schema';

/** An experiment as the requirements describe it: id, name, description, variants keyed by letter. */
const plain = sampleExperiment('cta_layout', { A: [50, 5.5], B: [40, 4] });

const issuesOf = (json: unknown) => {
  const result = safeParseAbStats(json);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the ab-stats schema', () => {
  it.each([
    ['the legacy bare array', [plain]],
    ['fallback data with its message', { data: [plain], message: 'GA4 is not set up', error: 'x' }],
    [
      'a GA4 answer without the custom dimensions (every figure zero, the warning beside the experiments)',
      {
        experiments: [{ ...plain, variants: { A: { ...plain.variants.A, views: 0, conversions: 0 } } }],
        connectionSuccessful: true,
        isLiveData: false,
        hasRealAbData: false,
        totalPageViews: 0,
        pageViewData: { rows: [] },
        warning: 'Custom dimension customEvent:experiment_id is not registered in GA4.',
        error: 'Custom dimension customEvent:experiment_id is not registered in GA4.',
      },
    ],
  ])('accepts %s', (_label, json) => {
    expect(issuesOf(json)).toEqual([]);
  });

  it('keeps what it reads: the answer parsed equals the answer sent', () => {
    const body = {
      experiments: [
        {
          ...plain,
          firstSeenAt: '2026-11-01T10:00:00.000Z',
          daily: [{ date: '2026-11-01', variants: { A: { views: 50, conversions: 5.5 } } }],
          run: {
            ...sampleRun('2026-10-01T08:00:00.000Z', '2026-11-21', { A: [1000, 95.5], B: [900, 90] }),
            plan: { baselineRate: 0.03, minimumDetectableEffect: 0.1 },
          },
          metrics: { cta_click: { A: 7, B: 9 } },
          crossoverVisitors: 0,
        },
      ],
      source: 'first-party',
      range: { startDate: '30daysAgo', endDate: 'today', from: '2026-10-23', to: '2026-11-21' },
    };
    expect(abStatsResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['an object with neither list', { rows: [] }, [': must have an experiments or a data list']],
    ['an array at the api (the api never sends the legacy body)', [plain], null],
    [
      'a run missing a variant',
      {
        experiments: [
          {
            ...plain,
            run: sampleRun('2026-10-01T08:00:00Z', '2026-10-02', { A: [1, 0] }),
          },
        ],
      },
      ["experiments.0.run.variants: must list the experiment's variants (A,B)"],
    ],
    [
      'a run whose plan is not a plan',
      {
        experiments: [
          {
            ...plain,
            run: {
              ...sampleRun('2026-10-01T08:00:00Z', '2026-10-02', { A: [1, 0], B: [1, 0] }),
              plan: { baselineRate: 3, minimumDetectableEffect: 0.1 },
            },
          },
        ],
      },
      ['experiments.0.run.plan.baselineRate: must be a rate between 0 and 1, both excluded (0.05 for 5 %)'],
    ],
    [
      'days out of order',
      {
        experiments: [
          {
            ...plain,
            daily: [
              { date: '2026-11-02', variants: {} },
              { date: '2026-11-01', variants: {} },
            ],
          },
        ],
      },
      ['experiments.0.daily: must be oldest first, each day once'],
    ],
  ])('refuses %s', (_label, json, issues) => {
    if (issues === null) {
      expect(abStatsResponseSchema.safeParse(json).success).toBe(false);
      return;
    }
    expect(issuesOf(json)).toEqual(issues);
  });
});
