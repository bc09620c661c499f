import { countOf, formatCount, formatPStatement } from '@novavox/contracts-api/experiment-watch';
import { formatDay, isoDay } from '@novavox/contracts-api/team';
import { type ExperimentState, experimentById, isExperimentId } from '@novavox/contracts-experiments';
import { FOCUS_FALLBACK_ATTRIBUTE } from '@novavox/contracts-ui/modal-frame';
import { MIN_CONVERTERS_PER_ARM, MIN_DAYS_RUNNING, MIN_USERS_PER_ARM } from '@novavox/experiment-stats';
import type { ReactNode } from 'react';
import { ExperimentTrend } from '../../charts/components/experiment-trend';
import styles from '../../common/dashboard.module.css';
import { formatRatePercent } from '../../common/rate-format';
import { announcementIdOf } from '../../experiment-controls/components/experiment-run-panel';
import { formatPlan } from '../../experiment-controls/model/experiment-state-words';
import { VariantPreviews } from '../../variant-previews/components/variant-previews';
import { HowComputed } from '../../verdict/components/how-computed';
import { RunVerdict } from '../../verdict/components/run-verdict';
import { TrafficHealth } from '../../verdict/components/traffic-health';
import { type ExperimentAction, experimentAction } from '../../verdict/model/experiment-action';
import { MIN_EXPECTED_PER_ARM, sampleRatioReadable } from '../../verdict/model/figure-rules';
import type { LoadedExperiment } from '../hooks/use-ab-stats';
import type { ExperimentAnalysis, VariantAnalysis } from '../model/dashboard-analysis';
import { SecondaryMetrics } from './secondary-metrics';
import { VariantTable } from './variant-table';

export interface ExperimentCardProps {
  experiment: LoadedExperiment;
  /** This browser's Enable/Disable flag. */
  enabled: boolean;
  /** Whether the api has the experiment running, i.e. visitors are in it. */
  running: boolean;
  /** The experiment's state as the api has it: the card's line follows it at once (Paused, Shipped). */
  runState?: ExperimentState;
  /** False for experiments outside the catalog: they have no browser flag or assignment to change. */
  controllable: boolean;
  onToggle: () => void;
  onView: (variant: VariantAnalysis) => void;
  onReset: () => void;
  /** What visitors get and its history (experiment-run-panel.tsx), for catalog experiments. */
  runPanel?: ReactNode;
  /** The hypothesis, notes and share link (memory/), for the signed-in team. */
  memory?: ReactNode;
  /** The experiment watch's end date, guardrails and alerts (watch/), for catalog experiments. */
  watchPanel?: ReactNode;
  /** Concludes the experiment with this variant shipped to every visitor; without it, no ship button is shown. */
  onConclude?: (variant: string) => void;
  /** The run's segments, for exploring (segments/), for catalog experiments. */
  segments?: ReactNode;
}

/** Enable/Disable is the spec's per-browser flag; what visitors get is changed by the run controls. */
export const BROWSER_ONLY_TOGGLE =
  'This browser only: Disable shows you variant A and logs nothing from this browser; visitors are not affected.';

/** The visitors and configured weights of the arms the sample-ratio check reads (the run's, else the range's). */
function srmSample(experimentId: string, analysis: ExperimentAnalysis) {
  const weights = isExperimentId(experimentId)
    ? Object.fromEntries(experimentById(experimentId).variants.map((variant) => [variant.key, variant.weight]))
    : {};
  const views = analysis.srmKeys.map((key) => {
    const variant = analysis.variants.find((entry) => entry.key === key);
    return analysis.runStartedAt !== null ? (variant?.run?.views ?? 0) : (variant?.views ?? 0);
  });
  return { views, weights: analysis.srmKeys.map((key) => weights[key] ?? (isExperimentId(experimentId) ? 0 : 1)) };
}

function SrmBadge({ experimentId, analysis }: { experimentId: string; analysis: ExperimentAnalysis }) {
  const { srm, srmKeys } = analysis;
  if (srm === null) return <span className={styles.badge}>Sample ratio: no visitors yet</span>;
  if (srm.unexpectedTraffic.length > 0) {
    const keys = srm.unexpectedTraffic.map((index) => srmKeys[index]).join(', ');
    const others = srm.pValue === null ? '' : `; the other variants' split: ${formatPStatement(srm.pValue)}`;
    return (
      <span className={styles.badgeBad}>
        Sample ratio mismatch: visitors reached switched-off variant {keys} (weight 0){others}: check assignment and
        tracking before trusting results
      </span>
    );
  }
  if (srm.pValue === null) return <span className={styles.badge}>Sample ratio: one variant only</span>;
  const p = formatPStatement(srm.pValue);
  if (srm.status === 'mismatch') {
    return (
      <span className={styles.badgeBad}>
        Sample ratio mismatch ({p}): check assignment and tracking before trusting results
      </span>
    );
  }
  const sample = srmSample(experimentId, analysis);
  if (!sampleRatioReadable(sample.views, sample.weights)) {
    const total = sample.views.reduce((sum, value) => sum + value, 0);
    return (
      <span className={styles.badge}>
        Sample ratio: too few visitors to check ({formatCount(total)} so far; {MIN_EXPECTED_PER_ARM} expected per
        variant needed)
      </span>
    );
  }
  if (srm.status === 'warning') return <span className={styles.badgeWarn}>Sample ratio: watch ({p})</span>;
  return <span className={styles.badgeOk}>Sample ratio OK ({p})</span>;
}

function PlanLine({ analysis }: { analysis: ExperimentAnalysis }) {
  const { plan } = analysis;
  if (!plan || plan.sequentialRequiredPerArm === null) return null;
  return (
    <li>
      Plan of this run: find {formatPlan(plan)}; that needs
      {plan.forecast.source === 'observed' && ` (at A's ${formatRatePercent(plan.forecast.rate)} so far)`}{' '}
      <strong>{formatCount(plan.sequentialRequiredPerArm)}</strong> visitors per variant; the smallest has{' '}
      {formatCount(plan.smallestArm)}
      {plan.visitorsPerArmPerDay !== null &&
        ` (about ${formatCount(Math.round(plan.visitorsPerArmPerDay))} new visitors per variant a day)`}
      .
    </li>
  );
}

function ActionLine({
  experiment,
  action,
  onConclude,
}: {
  experiment: LoadedExperiment;
  action: ExperimentAction;
  onConclude?: (variant: string) => void;
}) {
  const { variant } = action;
  return (
    <div className={`${styles.action} ${actionClass[action.kind] ?? ''}`} data-action={action.kind}>
      <p>
        <strong className={styles.actionText}>{action.text}</strong> <span>{action.reason}</span>
      </p>
      {action.advice.length > 0 && (
        <div className={styles.actionAdvice}>
          <p>{action.advice[0]}</p>
          <ul>
            {action.advice.slice(1).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {action.kind === 'ship' && variant !== null && onConclude && (
        <button
          type="button"
          className={styles.button}
          aria-label={`Ship ${variant} of ${experiment.name} to every visitor`}
          onClick={() => onConclude(variant)}
        >
          Ship {variant}
        </button>
      )}
    </div>
  );
}

const actionClass: Partial<Record<ExperimentAction['kind'], string>> = {
  ship: styles.actionShip,
  'fix-data': styles.actionFix,
  'stop-keep-control': styles.actionStop,
  'no-difference': styles.actionStop,
};

export function ExperimentCard({
  experiment,
  enabled,
  running,
  runState,
  controllable,
  onToggle,
  onView,
  onReset,
  runPanel,
  memory,
  watchPanel,
  onConclude,
  segments,
}: ExperimentCardProps) {
  const { analysis } = experiment;
  // Active only when visitors are in it: running in the api, and not switched off in this browser.
  const active = running && enabled;
  const titleId = `experiment-${experiment.id}-title`;
  const toggleHintId = `experiment-${experiment.id}-toggle-hint`;
  const action = experimentAction(analysis, runState);
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      {...{ [FOCUS_FALLBACK_ATTRIBUTE]: announcementIdOf(experiment.id) }}
    >
      <header className={styles.cardHeader}>
        <div className={styles.cardTitle}>
          <h2 id={titleId}>{experiment.name}</h2>
          {experiment.description && <p>{experiment.description}</p>}
        </div>
        <div className={styles.cardControls}>
          <span className={active ? styles.active : styles.inactive}>{active ? 'Active' : 'Inactive'}</span>
          {/* The preview toggle acts on this browser alone: said in words and drawn quietly, apart from the run controls. */}
          {controllable && (
            <span className={styles.browserOnly} aria-hidden="true">
              This browser only:
            </span>
          )}
          {controllable && (
            <button
              type="button"
              className={styles.secondaryButton}
              aria-label={`${enabled ? 'Disable' : 'Enable'} ${experiment.name}`}
              aria-describedby={toggleHintId}
              title={BROWSER_ONLY_TOGGLE}
              onClick={onToggle}
            >
              {enabled ? 'Disable' : 'Enable'}
            </button>
          )}
          {controllable && (
            <span id={toggleHintId} className="nvx-visually-hidden">
              {BROWSER_ONLY_TOGGLE}
            </span>
          )}
        </div>
      </header>
      {runPanel}
      {memory}
      {watchPanel}
      <ActionLine experiment={experiment} action={action} onConclude={onConclude} />
      {analysis.badData.length > 0 && (
        <p className={styles.dataWarning}>
          Bad data: variant {analysis.badData.join(', ')} reports more conversions than views. No statistics are
          computed for this experiment until the data is fixed.
        </p>
      )}
      {analysis.alerts.map((alert) => (
        <p key={alert.variantKey} className={styles.dataWarning}>
          {alert.text}
        </p>
      ))}
      <section className={styles.runPart} aria-labelledby={`${titleId}-run`}>
        <h3 id={`${titleId}-run`}>
          {analysis.runStartedAt
            ? `The verdict: everyone since the start (${formatDay(analysis.runStartedAt)})`
            : 'The verdict: everyone since the start'}
        </h3>
        <ul className={styles.health} aria-label={`${experiment.name} health checks`}>
          <li>
            <SrmBadge experimentId={experiment.id} analysis={analysis} />
          </li>
          <li>
            {analysis.daysRunning === null
              ? analysis.runStatus === 'not-started'
                ? 'Not started'
                : 'Start date unknown'
              : `Running ${countOf(analysis.daysRunning, 'day', 'days')}`}
            {analysis.daysRunning !== null &&
              analysis.daysRunning < MIN_DAYS_RUNNING &&
              ` (verdicts after ${MIN_DAYS_RUNNING})`}
          </li>
          {!analysis.enoughData && analysis.badData.length === 0 && analysis.runStatus === 'sent' && (
            <li>
              <span className={styles.badge}>Not enough data</span> every variant needs {MIN_USERS_PER_ARM} visitors and{' '}
              {MIN_CONVERTERS_PER_ARM} conversions before a verdict
            </li>
          )}
          <PlanLine analysis={analysis} />
        </ul>
        <TrafficHealth experiment={experiment} active={active} today={isoDay(new Date())} />
        <RunVerdict experimentName={experiment.name} analysis={analysis} />
        <HowComputed analysis={analysis} />
      </section>
      <section className={styles.rangePart} aria-labelledby={`${titleId}-range`}>
        <h3 id={`${titleId}-range`}>The date range, for exploring (not for the verdict)</h3>
        <VariantTable experimentName={experiment.name} variants={analysis.variants} onView={onView} onReset={onReset} />
        <SecondaryMetrics experiment={experiment} />
        <ExperimentTrend experiment={experiment} />
      </section>
      {isExperimentId(experiment.id) && <VariantPreviews experimentId={experiment.id} />}
      {segments}
    </article>
  );
}
