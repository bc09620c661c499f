import { formatCount } from '@novavox/contracts-api/experiment-watch';
import { formatMoment } from '@novavox/contracts-api/team';
import {
  BASELINE_FOLLOWS_AFTER_CONVERSIONS,
  MIN_CONVERTERS_PER_ARM,
  MIN_DAYS_RUNNING,
  MIN_USERS_PER_ARM,
  SIGNIFICANCE,
} from '@novavox/experiment-stats';
import styles from '../../common/dashboard.module.css';
import { formatRatePercent } from '../../common/rate-format';
import { formatPlan } from '../../experiment-controls/model/experiment-state-words';
import type { ExperimentAnalysis } from '../../results/model/dashboard-analysis';
import { challengersInWords } from '../model/figure-rules';

/** The statistics behind a card, for a marketer: what each figure is and why it can be trusted. */
export function HowComputed({ analysis }: { analysis: ExperimentAnalysis }) {
  const { plan } = analysis;
  // The challengers the verdict compares with A: those with visitors in the run (as the statistics count them).
  const challengers = analysis.variants
    .filter((variant) => !variant.isControl && (variant.run?.views ?? 0) > 0)
    .map((variant) => variant.key);
  return (
    <details className={`${styles.howComputed} ${styles.disclosure}`}>
      <summary>How this is computed</summary>
      <ul>
        <li>
          The verdict looks at everyone who joined since the experiment started, never at the date range above the
          tables: the date range is for exploring, and a window that moves every day would keep finding winners that are
          not there.
        </li>
        <li>
          A variant wins when we are {Math.round((1 - SIGNIFICANCE) * 100)}% sure its conversion rate differs from A's.
          The range shown beside each variant (in percentage points) is built so that checking it every day, for as long
          as the experiment runs, is safe: with no real difference, fewer than {Math.round(SIGNIFICANCE * 100)} in 100
          experiments ever show a winner.
          {analysis.comparisons > 1 &&
            ` With ${challengersInWords(challengers)}, each comparison is held to a stricter standard, so that the whole experiment keeps that promise.`}
        </li>
        <li>
          No verdict before {MIN_DAYS_RUNNING} days (weekday habits and the novelty of a change settle), nor before
          every variant has {MIN_USERS_PER_ARM} visitors and {MIN_CONVERTERS_PER_ARM} conversions.
        </li>
        {plan && (
          <li>
            The plan of this run: find a lift of {formatPlan(plan)}
            {analysis.planSource === 'run'
              ? `, fixed when the run started${analysis.runStartedAt ? ` (${formatMoment(analysis.runStartedAt)})` : ''}`
              : " (the catalog's: the data source sent no plan with the run)"}
            . From it the daily-safe range is tuned once for the whole run, narrowest around {formatCount(plan.tuning)}{' '}
            visitors in total (N*), and never re-tuned as data comes in: that is what keeps it safe to read daily.
            Changing the plan starts a new run.
            {plan.sequentialRequiredPerArm !== null &&
              ` A lift that size is found 4 times in 5 with about ${formatCount(plan.sequentialRequiredPerArm)} visitors per variant${
                plan.forecast.source === 'observed'
                  ? ` at A's rate so far (${formatRatePercent(plan.forecast.rate)}; the days to go follow it once A has ${BASELINE_FOLLOWS_AFTER_CONVERSIONS} conversions)`
                  : ` at the planned rate (until A has ${BASELINE_FOLLOWS_AFTER_CONVERSIONS} conversions to measure its own)`
              }.`}
          </li>
        )}
        <li>
          "No meaningful difference" only when every variant's range lies below the planned lift: then no variant can be
          that much better than A. Reaching the plan's visitors is not enough, because the range can still hold the
          planned lift; the card then says to keep running until the ranges are narrow enough to tell
          {plan?.decisivePerArm ? ` (about ${formatCount(plan.decisivePerArm)} visitors per variant)` : ''}.
        </li>
        <li>
          Sample ratio: visitors should be split between variants as configured. A split this uneven by chance happens
          less than once in 1,000 experiments; when it does, tracking or assignment is broken and nothing else on the
          card can be trusted.
        </li>
        <li>
          P(beat control) is the chance that a variant's true rate is above A's, and P(best) that it is the highest of
          all; both shown once a verdict is called, because read every day they would point at a winner far too often.
        </li>
      </ul>
    </details>
  );
}
