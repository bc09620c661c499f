import {
  decisiveLineWords,
  FIX_DATA_WORDS,
  formatCount,
  formatPStatement,
  formatRatePercent,
} from '@novavox/contracts-api/experiment-watch';
import { formatDay, formatMoment } from '@novavox/contracts-api/team';
import type { AnyExperimentId } from '@novavox/contracts-experiments';
import { HOUR_MS } from '@novavox/contracts-experiments/time-units';
import { SRM_THRESHOLD, smallestExpected } from '@novavox/experiment-stats';
import type { FoundChange } from './alert-log';
import type { RunVerdict, WatchedRun } from './run-verdict';

/** Sample-ratio alarms are told only once every arm with weight expects this many visitors: the χ² test then holds. */
export const SRM_ALERT_MIN_EXPECTED = 100;
/**
 * Crossovers (visitors whose impression named another arm than their exposure, docs/analytics-and-experiments.md)
 * are told above this share of the run's visitors, and at least CROSSOVER_ALERT_MIN of them: a few are possible
 * across runs whose weights differ; more mean assignment or caching is broken.
 */
export const CROSSOVER_ALERT_SHARE = 0.01;
export const CROSSOVER_ALERT_MIN = 10;
/** A running experiment without a new visitor for this many hours is told (the alert says how long). */
const IDLE_ALERT_HOURS = 24;
export const IDLE_ALERT_MS = IDLE_ALERT_HOURS * HOUR_MS;

/**
 * What changed in a run that the team should hear of (docs/experiment-watch.md, "Alerts that stay calm"), each with
 * a key that names the change, so it is told once: the verdict's line became decisive (a winner, a loss, a stop),
 * the sample ratio broke on a sample large enough for the test, or no visitor came for 24 h while running.
 */
export function runChanges(
  id: AnyExperimentId,
  run: WatchedRun,
  verdict: RunVerdict,
  traffic: { lastVisitorAt: string | null; lastVisitDay: string | null; crossovers: number },
  at: Date,
): FoundChange[] {
  const { lastVisitorAt, lastVisitDay, crossovers } = traffic;
  const changes: FoundChange[] = [];
  const base = { experimentId: id, runId: run.runId };
  if (verdict.line !== null) {
    // The card's line in the card's words.
    const words = decisiveLineWords(verdict.line);
    const which = verdict.line.kind === 'ship' ? `ship-${verdict.line.variant}` : verdict.line.kind;
    changes.push({
      ...base,
      key: `verdict:${run.runId}:${which}`,
      kind: 'verdict',
      subject: `${id}: ${words}`,
      lines: [`The verdict of ${id}'s run since ${formatMoment(run.startedAt)} now says: ${words}.`, ...verdict.lines],
    });
  }
  const srm = verdict.srm;
  // Below the card's red threshold (docs/statistics.md S7) the split is broken, in the mail as on the card.
  if (srm?.pValue != null && srm.pValue < SRM_THRESHOLD && run.status === 'running') {
    const weights = verdict.arms.map((arm) => run.weights[arm.key as keyof typeof run.weights] ?? 0);
    const expected = smallestExpected(
      verdict.arms.map((arm) => arm.views),
      weights,
    );
    if (expected !== null && expected >= SRM_ALERT_MIN_EXPECTED) {
      changes.push({
        ...base,
        key: `srm:${run.runId}`,
        kind: 'health',
        subject: `${id}: ${FIX_DATA_WORDS} (sample ratio mismatch)`,
        lines: [
          `The visitors per arm do not match the weights: χ² ${srm.chiSquare?.toFixed(2)}, ${formatPStatement(srm.pValue)} (a mismatch below p = ${SRM_THRESHOLD}).`,
          ...verdict.arms.map(
            (arm, index) => `${arm.key}: ${formatCount(arm.views)} visitors, weight ${weights[index]}`,
          ),
          'No verdict is drawn until this is fixed: check the weights, caching and the pages that show the experiment.',
        ],
      });
    }
  }
  const visitors = verdict.arms.reduce((sum, arm) => sum + arm.views, 0);
  if (crossovers >= Math.max(CROSSOVER_ALERT_MIN, CROSSOVER_ALERT_SHARE * visitors)) {
    changes.push({
      ...base,
      key: `crossover:${run.runId}`,
      kind: 'health',
      subject: `${id}: visitors crossing between arms`,
      lines: [
        `${formatCount(crossovers)} of the run's ${formatCount(visitors)} visitors were shown another arm than the one they were exposed to (the bound is ${formatRatePercent(
          CROSSOVER_ALERT_SHARE,
        )}, at least ${CROSSOVER_ALERT_MIN}).`,
        'Check the caching of the pages that show the experiment and the stored assignments.',
      ],
    });
  }
  // `lastVisitorAt`: the newest visitor within the last IDLE_ALERT_MS, null when none came in that time; the spell
  // of silence is named by the last day a visitor came, so it is told once.
  if (run.status === 'running' && lastVisitorAt === null && at.getTime() - Date.parse(run.startedAt) >= IDLE_ALERT_MS) {
    changes.push({
      ...base,
      key: `idle:${run.runId}:${lastVisitDay ?? 'none'}`,
      kind: 'health',
      subject: `${id}: no visitor for ${IDLE_ALERT_HOURS} hours`,
      lines: [
        lastVisitDay === null
          ? `No visitor has been exposed to ${id} since its run started on ${formatMoment(run.startedAt)}.`
          : `No visitor has been exposed to ${id} for ${IDLE_ALERT_HOURS} hours (the last one came on ${formatDay(lastVisitDay)}).`,
        "Check that the experiment's pages are served and their events reach the api.",
      ],
    });
  }
  return changes;
}
