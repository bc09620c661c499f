import type { ArchivedArm, ArchivedRun } from '@novavox/contracts-api/experiment-memory';
import { CONTROL_KEY, conversionRate, twoProportionTest } from '@novavox/experiment-stats';
import { formatVersusControl } from '../../results/model/variant-format';
import { formatDifference, readableDifference, readableLift } from '../../verdict/model/figure-rules';
import { formatPoints } from '../../verdict/model/statistics-format';

/** What an archived run's decision is compared on: an arm against A, in words the card also uses. */
export interface ArchiveComparison {
  /** The arm compared with A: the one shipped or taken out; for a stop, the challenger that converted best. */
  arm: string;
  /** "+10.0 pp", the difference of the two rates. */
  difference: string;
  /** "+0.2 to +19.8 pp", or "too few visitors to say" (the card's rules, verdict/model/figure-rules.ts). */
  interval: string;
  /** "+100.0% (−41.3% to +241.3%)", the relative lift with its 95 % interval; "—" when A converted no one. */
  lift: string;
  /** The same in figures for a spreadsheet, one decimal: points and percent; null where the text says no figure. */
  figures: {
    differencePoints: number;
    intervalPoints: { lower: number; upper: number } | null;
    liftPercent: number | null;
    liftIntervalPercent: { lower: number; upper: number } | null;
  };
}

const tenth = (fraction: number) => Number((fraction * 100).toFixed(1));

// A relative lift (a fraction) as the table's vs. Control writes one.
const percent = (fraction: number) => formatVersusControl(fraction * 100);

/** The challenger a stop is read against: the best rate among those with visitors (ties: the first letter). */
function bestChallenger(arms: readonly ArchivedArm[]): ArchivedArm | undefined {
  return arms
    .filter((arm) => arm.key !== CONTROL_KEY && arm.views > 0)
    .reduce<ArchivedArm | undefined>(
      (best, arm) => (best === undefined || conversionRate(arm) > conversionRate(best) ? arm : best),
      undefined,
    );
}

/**
 * The decided arm against A on the run's own counts, computed by the shared statistics (the two-proportion test
 * of docs/statistics.md, its 95 % intervals) and written with the card's figure rules. Null when there is
 * nothing to compare: no visitor in A or in the arm.
 */
export function archiveComparison(run: ArchivedRun): ArchiveComparison | null {
  const control = run.arms.find((arm) => arm.key === CONTROL_KEY);
  const arm =
    run.decision === 'stopped' ? bestChallenger(run.arms) : run.arms.find((entry) => entry.key === run.decidedArm);
  if (!control || !arm) return null;
  const test = twoProportionTest(control, arm);
  if (test === null) return null;
  const lift = readableLift(test.lift, control);
  const interval = readableDifference(test.differenceCi, arm, control);
  const liftCi = lift === null ? null : test.liftCi;
  return {
    arm: arm.key,
    difference: formatPoints(test.difference),
    interval: formatDifference(test.differenceCi, arm, control),
    lift:
      lift === null || test.liftCi === null
        ? '—'
        : `${percent(lift)} (${percent(test.liftCi.lower)} to ${percent(test.liftCi.upper)})`,
    figures: {
      differencePoints: tenth(test.difference),
      intervalPoints: interval && { lower: tenth(interval.lower), upper: tenth(interval.upper) },
      liftPercent: lift === null ? null : tenth(lift),
      liftIntervalPercent: liftCi && { lower: tenth(liftCi.lower), upper: tenth(liftCi.upper) },
    },
  };
}

/** "Shipped B", "Stopped: kept A", "Guardrail took C out". */
export function decisionWords(run: ArchivedRun): string {
  if (run.decision === 'shipped') return `Shipped ${run.decidedArm}`;
  if (run.decision === 'stopped') return 'Stopped: kept A';
  return `Guardrail took ${run.decidedArm} out`;
}
