import { describe, expect, it } from 'vitest';
import { parseAbStatsBody } from './parse-ab-stats-response';

const experiment = {
  id: 'cta_layout',
  name: 'CTA Layout',
  description: 'Closing section layout',
  variants: {
    B: { name: 'Split', description: 'Two columns', views: 40, conversions: 4 },
    A: { name: 'Centered', description: 'One column', views: '50', conversions: '5.5' },
  },
  firstSeenAt: '2026-11-01T10:00:00.000Z',
};

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
          description: 'Closing section layout',
          firstSeenAt: '2026-11-01T10:00:00.000Z',
          daily: null,
          dailyUnreadable: false,
          metrics: null,
          crossoverVisitors: null,
          variants: [
            { key: 'A', name: 'Centered', description: 'One column', views: 50, conversions: 5.5 },
            { key: 'B', name: 'Split', description: 'Two columns', views: 40, conversions: 4 },
          ],
        },
      ],
      connection: { connected: true, isRealData: true, pageViews: 321, hasRealAbData: true },
      warning: null,
    });
  });

  it('reads the daily series, oldest first, with fractional and string counts', () => {
    const daily = [
      { date: '2026-11-02', variants: { A: { views: 10, conversions: '1.5' }, B: { views: '9', conversions: 2 } } },
      { date: '2026-11-01', variants: { A: { views: 40, conversions: 4 } } },
    ];
    const result = parseAbStatsBody(JSON.stringify({ experiments: [{ ...experiment, daily }] }));
    expect(result.ok && result.experiments[0]?.daily).toEqual([
      { date: '2026-11-01', variants: { A: { views: 40, conversions: 4 } } },
      { date: '2026-11-02', variants: { A: { views: 10, conversions: 1.5 }, B: { views: 9, conversions: 2 } } },
    ]);
    expect(result.ok && result.experiments[0]?.dailyUnreadable).toBe(false);
  });

  it.each([
    ['not a list', { date: '2026-11-01' }],
    ['a bad date', [{ date: '11/01/2026', variants: {} }]],
    ['a negative count', [{ date: '2026-11-01', variants: { A: { views: -1, conversions: 0 } } }]],
  ])('drops a daily series that is %s but keeps the totals', (_label, daily) => {
    const result = parseAbStatsBody(JSON.stringify({ experiments: [{ ...experiment, daily }] }));
    expect(result.ok).toBe(true);
    expect(result.ok && result.experiments[0]?.daily).toBeNull();
    expect(result.ok && result.experiments[0]?.dailyUnreadable).toBe(true);
    expect(result.ok && result.experiments[0]?.variants[0]?.views).toBe(50);
  });

  it('reads the run since the start, null when not started, absent when not sent; refuses a malformed one', () => {
    const run = {
      startedAt: '2026-10-01T08:00:00.000Z',
      from: '2026-10-01',
      to: '2026-11-21',
      variants: { B: { views: '900', conversions: 90 }, A: { views: 1000, conversions: 95.5 } },
    };
    const parsed = parseAbStatsBody(
      JSON.stringify({ experiments: [{ ...experiment, run }, { ...experiment, id: 'x', run: null }, experiment] }),
    );
    if (!parsed.ok) throw new Error('not parsed');
    expect(parsed.experiments[0]?.run).toEqual({
      startedAt: '2026-10-01T08:00:00.000Z',
      from: '2026-10-01',
      to: '2026-11-21',
      variants: [
        { key: 'A', views: 1000, conversions: 95.5 },
        { key: 'B', views: 900, conversions: 90 },
      ],
    });
    expect(parsed.experiments[1]?.run).toBeNull();
    expect(parsed.experiments[2]).not.toHaveProperty('run');
    for (const broken of [
      { ...run, startedAt: 'soon' },
      { ...run, from: '1 Oct' },
      { ...run, variants: { A: { views: -1, conversions: 0 } } },
      { ...run, variants: [] },
    ]) {
      expect(parseAbStatsBody(JSON.stringify({ experiments: [{ ...experiment, run: broken }] }))).toEqual({
        ok: false,
        message: 'API returned data in unexpected format',
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
    ['experiments that are not a list', { experiments: { id: 'x' } }],
    ['a number', 42],
    ['null', null],
    ['an experiment without id', [{ variants: {} }]],
    ['variants that are not a map', [{ id: 'x', variants: [] }]],
    ['a count that is not a number', [{ id: 'x', variants: { A: { views: 'many', conversions: 0 } } }]],
    ['a negative count', [{ id: 'x', variants: { A: { views: -1, conversions: 0 } } }]],
  ])('rejects %s as an unexpected format', (_label, body) => {
    expect(parseAbStatsBody(JSON.stringify(body))).toEqual({
      ok: false,
      message: 'API returned data in unexpected format',
    });
  });
});
