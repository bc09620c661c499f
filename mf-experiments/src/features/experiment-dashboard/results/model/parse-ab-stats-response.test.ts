import { sampleExperiment, sampleRun } from '@novavox/contracts-api/testing';
import { describe, expect, it } from 'vitest';
import { parseAbStatsBody } from './parse-ab-stats-response';

// B before A, as a producer may send them.
const experiment = sampleExperiment(
  'cta_layout',
  { B: [40, 4], A: [50, 5.5] },
  { firstSeenAt: '2026-11-01T10:00:00.000Z' },
);

describe('parseAbStatsBody', () => {
  it('reads the current format with its connection fields, variants sorted with the control first', () => {
    const result = parseAbStatsBody(
      JSON.stringify({
        experiments: [experiment],
        connectionSuccessful: true,
        isLiveData: true,
        totalPageViews: 321,
        pageViewData: { rows: [{ path: '/', views: 300 }] },
        hasRealAbData: true,
      }),
    );
    expect(result).toEqual({
      ok: true,
      experiments: [
        {
          id: 'cta_layout',
          name: 'CTA Layout',
          description: experiment.description,
          firstSeenAt: '2026-11-01T10:00:00.000Z',
          daily: null,
          metrics: null,
          crossoverVisitors: null,
          variants: [
            {
              key: 'A',
              name: 'Centered',
              description: experiment.variants.A?.description,
              views: 50,
              conversions: 5.5,
            },
            { key: 'B', name: 'Split', description: experiment.variants.B?.description, views: 40, conversions: 4 },
          ],
        },
      ],
      connection: { connected: true, isRealData: true, pageViews: 321, hasRealAbData: true },
      warning: null,
    });
  });

  it('reads the daily series as sent, oldest first, with fractional counts', () => {
    const daily = [
      { date: '2026-11-01', variants: { A: { views: 40, conversions: 4 } } },
      { date: '2026-11-02', variants: { A: { views: 10, conversions: 1.5 }, B: { views: 9, conversions: 2 } } },
    ];
    const result = parseAbStatsBody(JSON.stringify({ experiments: [{ ...experiment, daily }] }));
    expect(result.ok && result.experiments[0]?.daily).toEqual(daily);
  });

  it.each([
    ['not a list', { date: '2026-11-01' }, 'experiments[0].daily: must be an array'],
    ['a bad date', [{ date: '11/01/2026', variants: {} }], 'experiments[0].daily[0].date: must be a YYYY-MM-DD date'],
    [
      'a negative count',
      [{ date: '2026-11-01', variants: { A: { views: -1, conversions: 0 } } }],
      'experiments[0].daily[0].variants.A.views: must be 0 or more',
    ],
    [
      'newest first',
      [
        { date: '2026-11-02', variants: {} },
        { date: '2026-11-01', variants: {} },
      ],
      'experiments[0].daily: must be oldest first, each day once',
    ],
    [
      'a letter the experiment does not list',
      [{ date: '2026-11-01', variants: { C: { views: 1, conversions: 0 } } }],
      "experiments[0].daily[0].variants.C: must be one of the experiment's variants (A,B)",
    ],
  ])('refuses a daily series that is %s, naming the field', (_label, daily, detail) => {
    expect(parseAbStatsBody(JSON.stringify({ experiments: [{ ...experiment, daily }] }))).toEqual({
      ok: false,
      message: `API returned data in unexpected format (${detail})`,
    });
  });

  it('reads the run since the start, null when not started, absent when not sent; refuses a malformed one', () => {
    const run = sampleRun('2026-10-01T08:00:00.000Z', '2026-11-21', { A: [1000, 95.5], B: [900, 90] });
    const parsed = parseAbStatsBody(
      JSON.stringify({ experiments: [{ ...experiment, run }, { ...experiment, id: 'x', run: null }, experiment] }),
    );
    if (!parsed.ok) throw new Error('not parsed');
    expect(parsed.experiments[0]?.run).toEqual(run);
    expect(parsed.experiments[1]?.run).toBeNull();
    expect(parsed.experiments[2]).not.toHaveProperty('run');
    for (const [broken, detail] of [
      [{ ...run, startedAt: 'soon' }, 'experiments[0].run.startedAt: must be an ISO date-time'],
      [{ ...run, from: '1 Oct' }, 'experiments[0].run.from: must be a YYYY-MM-DD date'],
      [
        { ...run, variants: [{ key: 'A', views: -1, conversions: 0 }, run.variants[1]] },
        'experiments[0].run.variants[0].views: must be 0 or more',
      ],
      [
        { ...run, variants: [...run.variants].reverse() },
        'experiments[0].run.variants: must be sorted by letter, each letter once',
      ],
      [{ ...run, variants: [] }, "experiments[0].run.variants: must list the experiment's variants (A,B)"],
    ] as const) {
      expect(parseAbStatsBody(JSON.stringify({ experiments: [{ ...experiment, run: broken }] }))).toEqual({
        ok: false,
        message: `API returned data in unexpected format (${detail})`,
      });
    }
  });

  it('sums pageViewData.rows when totalPageViews is absent', () => {
    const result = parseAbStatsBody(
      JSON.stringify({
        experiments: [],
        pageViewData: {
          rows: [
            { path: '/', views: 7 },
            { path: '/tos', views: 3 },
          ],
        },
      }),
    );
    expect(result.ok && result.connection).toEqual({
      connected: true,
      isRealData: false,
      pageViews: 10,
      hasRealAbData: false,
    });
  });

  it('accepts a bare array as the legacy format', () => {
    const result = parseAbStatsBody(JSON.stringify([experiment]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.experiments.map((entry) => entry.id)).toEqual(['cta_layout']);
    expect(result.connection).toEqual({ connected: true, isRealData: false, pageViews: null, hasRealAbData: false });
    expect(result.warning).toBeNull();
  });

  it('reports missing custom dimensions (a warning or an error beside experiments)', () => {
    const warned = parseAbStatsBody(
      JSON.stringify({ experiments: [experiment], warning: 'dimension customEvent:variant_id not registered in GA4' }),
    );
    expect(warned.ok && warned.warning).toEqual({
      kind: 'configuration',
      text: 'Google Analytics is not configured properly: dimension customEvent:variant_id not registered in GA4 Until this is fixed, the dashboard cannot display accurate variant-specific data.',
    });
    const failed = parseAbStatsBody(
      JSON.stringify({
        experiments: [],
        error: 'PERMISSION_DENIED',
        message: 'The service account has no access.',
        connectionSuccessful: false,
      }),
    );
    expect(failed.ok && failed.warning?.text).toBe(
      'Google Analytics is not configured properly: The service account has no access. Until this is fixed, the dashboard cannot display accurate variant-specific data.',
    );
    expect(failed.ok && failed.connection?.connected).toBe(false);
  });

  it('uses fallback data with its message, else its error', () => {
    const withMessage = parseAbStatsBody(
      JSON.stringify({ data: [experiment], message: 'GA4 is not set up', error: 'x' }),
    );
    expect(withMessage).toMatchObject({
      ok: true,
      connection: null,
      warning: { kind: 'fallback', text: 'Using fallback data: GA4 is not set up' },
    });
    expect(withMessage.ok && withMessage.experiments).toHaveLength(1);
    const withError = parseAbStatsBody(JSON.stringify({ data: [], error: 'Quota exhausted' }));
    expect(withError.ok && withError.warning?.text).toBe('Using fallback data: Quota exhausted');
  });

  it('rejects text that is not JSON with the parser detail', () => {
    const result = parseAbStatsBody('<html>502 Bad Gateway</html>');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Invalid JSON response: .+/);
    expect(parseAbStatsBody('')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid JSON response: /),
    });
  });

  it.each([
    ['an object with neither list', { error: 'Unauthorized' }],
    ['a number', 42],
    ['null', null],
  ])('rejects %s with the bare unexpected-format message', (_label, body) => {
    expect(parseAbStatsBody(JSON.stringify(body))).toEqual({
      ok: false,
      message: 'API returned data in unexpected format',
    });
  });

  it.each([
    ['experiments that are not a list', { experiments: { id: 'x' } }, 'experiments: must be an array'],
    ['an experiment without id', [{ ...experiment, id: undefined }], '[0].id: must be a string'],
    ['variants that are not a map', [{ ...experiment, variants: [] }], '[0].variants: must be a map'],
    [
      'a count that is not a number',
      [{ ...experiment, variants: { A: { ...experiment.variants.A, views: '50' } } }],
      '[0].variants.A.views: must be a number',
    ],
    [
      'a negative count',
      { experiments: [{ ...experiment, variants: { A: { ...experiment.variants.A, conversions: -1 } } }] },
      'experiments[0].variants.A.conversions: must be 0 or more',
    ],
    [
      'a variant key that is not a letter',
      [{ ...experiment, variants: { control: experiment.variants.A } }],
      '[0].variants.control: must be a variant letter (one capital letter)',
    ],
  ])('rejects %s, naming the field and the rule', (_label, body, detail) => {
    expect(parseAbStatsBody(JSON.stringify(body))).toEqual({
      ok: false,
      message: `API returned data in unexpected format (${detail})`,
    });
  });
});
