import type { ArchivedRun } from '@novavox/contracts-api/experiment-memory';
import { describe, expect, it } from 'vitest';
import { archiveCsv, archiveFileName } from './archive-csv';
import { archiveComparison, decisionWords } from './archive-figures';

function run(
  decision: ArchivedRun['decision'],
  decidedArm: string,
  arms: Record<string, [number, number]>,
): ArchivedRun {
  const keys = Object.keys(arms);
  return {
    experimentId: 'testimonial_style',
    experimentName: 'Testimonial Style',
    runId: 'run-1',
    startedAt: '2026-11-01T00:00:00.000Z',
    endedAt: '2026-11-21T10:00:00.000Z',
    arms: keys.map((key) => ({
      key,
      name: `Arm ${key}`,
      weightPercent: 100 / keys.length,
      views: arms[key]?.[0] ?? 0,
      conversions: arms[key]?.[1] ?? 0,
    })),
    weights: Object.fromEntries(keys.map((key) => [key, 1])),
    plan: { baselineRate: 0.1, minimumDetectableEffect: 0.5 },
    decision,
    decidedArm,
    actor: 'ada.admin@novavox.ai',
    reason: 'B wins, "clearly"',
  };
}

/**
 * Hand-computed references. A 10/100 against B 20/100: difference 0.10; unpooled SE √(0.1·0.9/100 + 0.2·0.8/100)
 * = 0.05, so 0.10 ± 1.959964 · 0.05 = 0.0020 to 0.1980 (+0.2 to +19.8 pp). Lift 0.2/0.1 − 1 = 1.00; delta-method
 * SE √(0.16/(100·0.01) + 0.04·0.09/(100·0.0001)) = √0.52 = 0.72111, so 1 ± 1.41336 = −41.3 % to +241.3 %.
 */
describe('archiveComparison', () => {
  it('compares the shipped arm with A: difference, its 95 % interval and the lift with its interval', () => {
    expect(archiveComparison(run('shipped', 'B', { A: [100, 10], B: [100, 20] }))).toEqual({
      arm: 'B',
      difference: '+10.0 pp',
      interval: '+0.2 to +19.8 pp',
      lift: '+100.0% (−41.3% to +241.3%)',
      figures: {
        differencePoints: 10,
        intervalPoints: { lower: 0.2, upper: 19.8 },
        liftPercent: 100,
        liftIntervalPercent: { lower: -41.3, upper: 241.3 },
      },
    });
  });

  it('reads a stop against the challenger that converted best, and a guardrail against the arm taken out', () => {
    const stopped = run('stopped', 'A', { A: [100, 20], B: [100, 10], C: [100, 15] });
    expect(archiveComparison(stopped)?.arm).toBe('C');
    const guardrail = run('guardrail', 'B', { A: [100, 20], B: [100, 10], C: [100, 15] });
    // B 10/100 against A 20/100: −10.0 pp, the mirror of the case above.
    expect(archiveComparison(guardrail)).toMatchObject({
      arm: 'B',
      difference: '−10.0 pp',
      interval: '−19.8 to −0.2 pp',
    });
  });

  it("writes the lift as the table's vs. Control: a lift that rounds to 0 has no sign", () => {
    // 9996/100000 against 10000/100000: 0.9996 − 1 = −0.04 %, "0.0%" as the table writes it, not "−0.0%".
    const even = archiveComparison(run('shipped', 'B', { A: [100_000, 10_000], B: [100_000, 9996] }));
    expect(even?.lift).toMatch(/^0\.0% \(−\d\.\d% to \+\d\.\d%\)$/);
  });

  it('gives a dash for the lift when A converted no one, and no interval on too few visitors', () => {
    const zeroControl = archiveComparison(run('shipped', 'B', { A: [50, 0], B: [50, 5] }));
    expect(zeroControl?.lift).toBe('—');
    expect(zeroControl?.figures).toMatchObject({ liftPercent: null, liftIntervalPercent: null });
    const tiny = archiveComparison(run('shipped', 'B', { A: [1, 0], B: [1, 1] }));
    expect(tiny?.interval).toBe('too few visitors to say');
    expect(tiny?.figures.intervalPoints).toBeNull();
    expect(archiveComparison(run('shipped', 'B', { A: [0, 0], B: [0, 0] }))).toBeNull();
  });

  it('says the decision in words', () => {
    expect(decisionWords(run('shipped', 'B', { A: [1, 0], B: [1, 0] }))).toBe('Shipped B');
    expect(decisionWords(run('stopped', 'A', { A: [1, 0], B: [1, 0] }))).toBe('Stopped: kept A');
    expect(decisionWords(run('guardrail', 'C', { A: [1, 0], C: [1, 0] }))).toBe('Guardrail took C out');
  });
});

describe('archiveCsv', () => {
  it('writes one row per run under one header, weights in percent, with a dated name', () => {
    const [header, row, end] = archiveCsv([run('shipped', 'B', { A: [100, 10], B: [100, 20] })]).split('\r\n');
    expect(header).toBe(
      'experiment_id,experiment_name,run_id,started_at,ended_at,weights_percent,plan_baseline_percent,plan_minimum_lift_percent,arms,decision,decided_arm,compared_arm,difference_vs_a_points,difference_lower_95_points,difference_upper_95_points,lift_vs_a_percent,lift_lower_95_percent,lift_upper_95_percent,decided_by,reason',
    );
    expect(row).toBe(
      'testimonial_style,Testimonial Style,run-1,2026-11-01T00:00:00.000Z,2026-11-21T10:00:00.000Z,A 50% B 50%,10,50,A 100/10 B 100/20,Shipped B,B,B,10,0.2,19.8,100,-41.3,241.3,ada.admin@novavox.ai,"B wins, ""clearly"""',
    );
    expect(end).toBe('');
    expect(archiveFileName(new Date('2026-11-28T13:00:00Z'))).toBe('experiment-archive-2026-11-28.csv');
  });
});
