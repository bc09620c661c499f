import type { ExperimentPlan } from '@novavox/contracts-experiments';
import { describe, expect, it } from 'vitest';
import { type AnalysisInput, analyzeExperiment } from './experiment-analysis';
import { sequentialTest } from './sequential-test';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const STARTED = '2026-11-01T00:00:00.000Z';
const variant = (key: string, views: number, conversions: number) => ({
  key,
  name: `Variant ${key}`,
  description: '',
  views,
  conversions,
});
type TestVariant = ReturnType<typeof variant>;
/** A day of the daily series the stats answer sends beside the run: the analysis never reads it. */
interface DashboardDay {
  date: string;
  variants: Record<string, { views: number; conversions: number }>;
}
/** An experiment as the dashboard holds it (the stats answer's shape), more than the analysis reads. */
interface DashboardExperiment extends AnalysisInput<TestVariant> {
  id: string;
  name: string;
  description: string;
  variants: TestVariant[];
  firstSeenAt: string | null;
  daily: DashboardDay[] | null;
  metrics: null;
  crossoverVisitors: null;
}
/** The run's plan of most tests here: +20 % on 10 %, the rate their control converts at. */
const TEN_PERCENT = { baselineRate: 0.1, minimumDetectableEffect: 0.2 };
const experiment = (
  variants: DashboardExperiment['variants'],
  firstSeenAt: string | null,
  daily: DashboardDay[] | null = null,
  plan: ExperimentPlan = TEN_PERCENT,
): DashboardExperiment => ({
  id: 'cta_layout',
  name: 'CTA Layout',
  description: '',
  variants,
  firstSeenAt,
  daily,
  // The run since the start carries the same figures here; tests of the two apart are below.
  run:
    firstSeenAt === null
      ? null
      : {
          startedAt: firstSeenAt,
          from: firstSeenAt.slice(0, 10),
          to: new Date(NOW).toISOString().slice(0, 10),
          variants: variants.map(({ key, views, conversions }) => ({ key, views, conversions })),
          plan,
        },
  metrics: null,
  crossoverVisitors: null,
});
const equal = { A: 1, B: 1, C: 1 };
const two = { A: 1, B: 1 };

// Expected S9 figures below were computed by a separate Python implementation of the formulas (mpmath), at the
// N* the run's plan gives (baseline 10 %, +20 %): 16 182 at α = .025, 14 204 at α = .05.
describe('analyzeExperiment', () => {
  it('compares each challenger with always-valid intervals at α split between them', () => {
    const result = analyzeExperiment(
      experiment([variant('A', 1000, 100), variant('B', 1000, 130), variant('C', 1000, 120)], STARTED),
      equal,
      NOW,
    );
    const [a, b, c] = result.variants;
    expect(result.comparisons).toBe(2);
    expect(result.alphaPerComparison).toBeCloseTo(0.025, 12);
    expect(a?.verdict).toBe('Control');
    expect(a?.sequential).toBeNull();
    expect(a?.rateInterval?.lower).toBeCloseTo(0.0829, 4);
    expect(result.plan?.tuning).toBe(16182);
    expect(result.planSource).toBe('run');
    expect(b?.sequential?.interval.lower).toBeCloseTo(-0.025373787, 8);
    expect(b?.sequential?.interval.upper).toBeCloseTo(0.085373787, 8);
    expect(b?.adjustedP).toBeCloseTo(2 * 0.445595252, 8);
    expect(c?.adjustedP).toBeCloseTo(1, 10);
    // No call yet: the probabilities are held back.
    expect(result.callMade).toBe(false);
    expect(result.probabilitiesHeldBack).toBe(true);
    expect(b?.probabilityToBeatControl).toBeNull();
    expect(b?.probabilityBest).toBeNull();
    expect(b?.isBest).toBe(true);
    expect(b?.versusControl).toBeCloseTo(30, 10);
    expect(result.daysRunning).toBe(20);
    expect(result.srm?.status).toBe('ok');
    expect(b?.verdict).toBe('Inconclusive');
  });

  it('calls a significant win or loss only after the minimum duration', () => {
    const variants = [variant('A', 2000, 200), variant('B', 2000, 300)];
    const win = analyzeExperiment(experiment(variants, STARTED), two, NOW).variants[1];
    expect(win?.verdict).toBe('Significant win');
    expect(win?.sequential?.interval.lower).toBeCloseTo(0.01641557, 8);
    expect(win?.adjustedP).toBeCloseTo(0.00063998967, 10);
    // A call is made: the probabilities are shown (their values are checked in beta-comparison.test.ts).
    expect(win?.probabilityToBeatControl).toBeGreaterThan(0.999);
    expect(analyzeExperiment(experiment(variants, '2026-11-18T00:00:00.000Z'), two, NOW).variants[1]?.verdict).toBe(
      'Running',
    );
    expect(analyzeExperiment(experiment(variants, null), two, NOW).variants[1]?.verdict).toBe('Not started');
    const loss = [variant('A', 2000, 300), variant('B', 2000, 200)];
    expect(analyzeExperiment(experiment(loss, STARTED), two, NOW).variants[1]?.verdict).toBe('Significant loss');
  });

  it('does not call a winner on a result only a fixed-horizon test would call (fixed p ≈ 0.016)', () => {
    const result = analyzeExperiment(experiment([variant('A', 2000, 200), variant('B', 2000, 250)], STARTED), two, NOW);
    expect(result.variants[1]?.adjustedP).toBeCloseTo(0.20623414, 7);
    expect(result.variants[1]?.verdict).toBe('Inconclusive');
  });

  it('shows "Not enough data" while any compared arm has fewer than 50 users or 5 converters', () => {
    const result = analyzeExperiment(experiment([variant('A', 49, 10), variant('B', 500, 100)], STARTED), two, NOW);
    expect(result.enoughData).toBe(false);
    expect(result.variants[1]?.verdict).toBe('Not enough data');
    const few = analyzeExperiment(experiment([variant('A', 500, 4), variant('B', 500, 100)], STARTED), two, NOW);
    expect(few.variants[1]?.verdict).toBe('Not enough data');
  });

  it('withholds a verdict under a sample-ratio mismatch, counting configured arms without data as 0', () => {
    const variants = [variant('A', 2000, 200), variant('B', 1500, 300)];
    const result = analyzeExperiment(experiment(variants, STARTED), two, NOW);
    expect(result.srm?.status).toBe('mismatch');
    expect(result.variants[1]?.verdict).toBe('Inconclusive');
    const missing = analyzeExperiment(experiment([variant('A', 100, 10), variant('B', 100, 10)], STARTED), equal, NOW);
    expect(missing.srm?.degreesOfFreedom).toBe(2);
    expect(missing.srm?.status).toBe('mismatch');
  });

  it('raises the SRM alarm for traffic in a switched-off (zero-weight) arm', () => {
    const variants = [variant('A', 2000, 200), variant('B', 2000, 300), variant('C', 100, 10)];
    const result = analyzeExperiment(experiment(variants, STARTED), { A: 1, B: 1, C: 0 }, NOW);
    expect(result.srm?.status).toBe('mismatch');
    expect(result.srm?.unexpectedTraffic.map((index) => result.srmKeys[index])).toEqual(['C']);
    expect(result.variants[1]?.verdict).toBe('Inconclusive');
  });

  it('gives variants without views no figures, and leaves the others as they were', () => {
    const arms = [variant('A', 1000, 100), variant('B', 1000, 130)];
    const base = analyzeExperiment(experiment(arms, STARTED), { A: 1, B: 1, C: 1 }, NOW);
    const withEmpty = analyzeExperiment(experiment([...arms, variant('C', 0, 0)], STARTED), equal, NOW);
    const empty = withEmpty.variants[2];
    expect(empty?.probabilityBest).toBeNull();
    expect(empty?.probabilityToBeatControl).toBeNull();
    expect(empty?.rateInterval).toBeNull();
    expect(empty?.verdict).toBe('No views');
    expect(withEmpty.comparisons).toBe(1);
    expect(withEmpty.variants[1]?.probabilityBest).toBe(base.variants[1]?.probabilityBest);
    expect(withEmpty.variants[1]?.adjustedP).toBe(base.variants[1]?.adjustedP);
  });

  it('refuses conversions above views: no statistics at all, the arm named', () => {
    const result = analyzeExperiment(
      experiment([variant('A', 100, 10), variant('B', 10, 12), variant('C', 100, 9)], STARTED),
      equal,
      NOW,
    );
    expect(result.badData).toEqual(['B']);
    for (const analysed of result.variants) {
      expect(analysed.probabilityBest).toBeNull();
      expect(analysed.probabilityToBeatControl).toBeNull();
      expect(analysed.rateInterval).toBeNull();
      expect(analysed.sequential).toBeNull();
    }
    expect(result.variants[1]?.verdict).toBe('Bad data');
    expect(result.plan).toBeNull();
  });

  it('sizes the experiment from its plan, not from the observed difference, with days to go at the current pace', () => {
    // 3 arms, a run of 21 days (Nov 1–21): 4000 each so far. A's 200 conversions measure its rate (5 %).
    const daily: DashboardDay[] = [
      { date: '2026-11-01', variants: { A: { views: 200, conversions: 10 } } },
      { date: '2026-11-20', variants: { A: { views: 3800, conversions: 190 } } },
    ];
    const variants = [variant('A', 4000, 200), variant('B', 4000, 210), variant('C', 4000, 190)];
    const result = analyzeExperiment(
      experiment(variants, STARTED, daily, { baselineRate: 0.05, minimumDetectableEffect: 0.2 }),
      equal,
      NOW,
    );
    // S8 (T15): 5 % → 6 % needs 8 158 per arm; the always-valid interval at α/2 needs more.
    expect(result.plan?.requiredPerArm).toBe(8158);
    expect(result.plan?.sequentialRequiredPerArm).toBeGreaterThan(8158);
    expect(result.plan?.visitorsPerArmPerDay).toBeCloseTo(4000 / 21, 10);
    const needed = result.plan?.sequentialRequiredPerArm ?? 0;
    expect(result.plan?.daysToGo).toBe(Math.ceil((needed - 4000) / (4000 / 21)));
    // The tuned interval needs the fewest visitors any N* allows: 20 237 at α = .01 (plan-references.json) is
    // that minimum for one comparison at α/5; here α/2 = .025 lies between it and 15 616 at α = .05.
    expect(needed).toBeGreaterThan(15616);
    expect(needed).toBeLessThan(20237);
  });

  it("keeps N* of the run's plan whatever rate the control shows, and follows that rate only in the forecast", () => {
    // The same run (plan +20 % on 10 %) read at two moments: A converts at 10 %, then at 8 % (400 conversions, enough
    // to measure). Re-tuned from the observed rate, N* would move from 14 204; fixed for the run, it stays.
    const early = analyzeExperiment(experiment([variant('A', 1000, 100), variant('B', 1000, 110)], STARTED), two, NOW);
    const later = analyzeExperiment(experiment([variant('A', 5000, 400), variant('B', 5000, 420)], STARTED), two, NOW);
    expect(early.plan?.tuning).toBe(14204);
    expect(later.plan?.tuning).toBe(14204);
    expect(later.plan?.baselineRate).toBe(0.1);
    expect(later.plan?.forecast).toEqual({ rate: 0.08, source: 'observed' });
    // The interval is S9's at that N*: 20/5000 − 400/5000 = 0.004 ± the half-width at 10 000 visitors.
    expect(later.variants[1]?.sequential?.halfWidth).toBeCloseTo(
      sequentialTest({ views: 5000, conversions: 400 }, { views: 5000, conversions: 420 }, 0.05, 14204)?.halfWidth ?? 0,
      15,
    );
    // Another plan is another run, with its own N*: +20 % on 8 % needs more visitors than on 10 %, so a larger N*.
    const replanned = analyzeExperiment(
      experiment([variant('A', 5000, 400), variant('B', 5000, 420)], STARTED, null, {
        baselineRate: 0.08,
        minimumDetectableEffect: 0.2,
      }),
      two,
      NOW,
    );
    expect(replanned.plan?.tuning).toBeGreaterThan(14204);
  });

  it('reads the verdict from the run since the start, never from the date range', () => {
    const range = [variant('A', 200, 10), variant('B', 200, 30)];
    const run = {
      startedAt: STARTED,
      from: '2026-11-01',
      to: '2026-11-21',
      variants: [
        { key: 'A', views: 2000, conversions: 200 },
        { key: 'B', views: 2000, conversions: 200 },
      ],
    };
    const result = analyzeExperiment({ ...experiment(range, STARTED), run }, two, NOW);
    const b = result.variants[1];
    expect(b?.versusControl).toBeCloseTo(200, 10);
    expect(b?.run).toEqual({ views: 2000, conversions: 200 });
    expect(b?.sequential?.difference).toBe(0);
    expect(b?.verdict).toBe('Inconclusive');
    expect(result.alerts).toEqual([]);
    expect(analyzeExperiment({ ...experiment(range, STARTED), run: undefined }, two, NOW).variants[1]?.verdict).toBe(
      'Run unknown',
    );
  });

  it('warns about an uplift above 50 % seen on little data', () => {
    const result = analyzeExperiment(experiment([variant('A', 300, 15), variant('B', 300, 24)], STARTED), two, NOW);
    expect(result.alerts).toHaveLength(1);
    expect(result.alerts[0]?.variantKey).toBe('B');
    expect(result.alerts[0]?.text).toMatch(/^Variant B shows \+60% against the control on only 300 visitors/);
    const calm = analyzeExperiment(experiment([variant('A', 300, 15), variant('B', 300, 22)], STARTED), two, NOW);
    expect(calm.alerts).toEqual([]);
  });
});
