import { describe, expect, it } from 'vitest';
import { runChanges } from './run-changes';
import { verdictOf, type WatchedRun } from './run-verdict';

const at = new Date('2026-11-20T12:00:00.000Z');
const run: WatchedRun = {
  status: 'running',
  runId: 'run-1',
  startedAt: '2026-11-10T00:00:00.000Z',
  weights: { A: 1, B: 1, C: 0, D: 0 },
};
const traffic = { lastVisitorAt: '2026-11-20T11:00:00.000Z', lastVisitDay: '2026-11-20', crossovers: 0 };
const arms = (a: number, b: number) => [
  { key: 'A', views: a, conversions: 0 },
  { key: 'B', views: b, conversions: 0 },
  { key: 'C', views: 0, conversions: 0 },
  { key: 'D', views: 0, conversions: 0 },
];

describe('runChanges: the verdict', () => {
  it("names the card's decisive line in the card's words", () => {
    const ship = verdictOf(
      'cta_button_color',
      run,
      [...arms(2000, 2000)].map((arm) => ({ ...arm, conversions: arm.key === 'A' ? 200 : arm.key === 'B' ? 320 : 0 })),
      at,
    );
    const [change] = runChanges('cta_button_color', run, ship, traffic, at);
    expect(change).toMatchObject({ key: 'verdict:run-1:ship-B', subject: 'cta_button_color: Ship B' });
    expect(change?.lines[0]).toBe(
      "The verdict of cta_button_color's run since 10 Nov 2026, 00:00 UTC now says: Ship B.",
    );
    // One challenger with visitors: the whole α, written as the card's detail view writes it.
    expect(change?.lines.at(-1)).toMatch(
      /^B vs A: \+\d+\.\d\d points, always-valid interval \[\+\d+\.\d\d, \+\d+\.\d\d\] at α 0\.05: Significant win$/,
    );
  });
});

describe('runChanges: data health', () => {
  it('tells a sample-ratio mismatch once the test has its sample (T10: 821 vs 1000 at 50/50, χ² 17.5953, p 2.733e-5)', () => {
    const changes = runChanges(
      'cta_button_color',
      run,
      verdictOf('cta_button_color', run, arms(821, 1000), at),
      traffic,
      at,
    );
    expect(changes).toEqual([
      expect.objectContaining({
        key: 'srm:run-1',
        kind: 'health',
        subject: 'cta_button_color: Fix the data first (sample ratio mismatch)',
      }),
    ]);
    expect(changes[0]?.lines[0]).toBe(
      'The visitors per arm do not match the weights: χ² 17.60, p <0.001 (a mismatch below p = 0.001).',
    );
    expect(changes[0]?.lines.slice(1, 3)).toEqual(['A: 821 visitors, weight 1', 'B: 1,000 visitors, weight 1']);
  });

  it('says nothing on a sample too small for the χ² test, nor on a healthy split (T9: 5000 vs 5200, p 0.0477)', () => {
    // 50 vs 110: χ² 22.5, p 2.1e-6, but 80 expected per arm, below the 100 the alarm waits for.
    expect(
      runChanges('cta_button_color', run, verdictOf('cta_button_color', run, arms(50, 110), at), traffic, at),
    ).toEqual([]);
    expect(
      runChanges('cta_button_color', run, verdictOf('cta_button_color', run, arms(5000, 5200), at), traffic, at),
    ).toEqual([]);
  });

  it('tells a run idle for 24 hours, naming the spell by the last day a visitor came', () => {
    const idle = { lastVisitorAt: null, lastVisitDay: '2026-11-18', crossovers: 0 };
    const changes = runChanges('cta_button_color', run, verdictOf('cta_button_color', run, arms(0, 0), at), idle, at);
    expect(changes.map((change) => change.key)).toEqual(['idle:run-1:2026-11-18']);
    expect(changes[0]?.lines[0]).toBe(
      'No visitor has been exposed to cta_button_color for 24 hours (the last one came on 18 Nov 2026).',
    );
  });

  it("tells crossovers above 1 % of the run's visitors (at least 10), not below", () => {
    const verdict = verdictOf('cta_button_color', run, arms(1000, 1000), at);
    const keys = (crossovers: number) =>
      runChanges('cta_button_color', run, verdict, { ...traffic, crossovers }, at).map((change) => change.key);
    expect(keys(19)).toEqual([]);
    expect(keys(20)).toEqual(['crossover:run-1']);
    expect(runChanges('cta_button_color', run, verdict, { ...traffic, crossovers: 20 }, at)[0]?.lines[0]).toBe(
      "20 of the run's 2,000 visitors were shown another arm than the one they were exposed to (the bound is 1.0%, at least 10).",
    );
    const small = verdictOf('cta_button_color', run, arms(100, 100), at);
    expect(runChanges('cta_button_color', run, small, { ...traffic, crossovers: 9 }, at)).toEqual([]);
  });
});
