import type { LoadedExperiment } from '../hooks/use-ab-stats';
import type { ExperimentAnalysis, VariantAnalysis } from '../model/experiment-analysis';
import {
  MIN_CONVERTERS_PER_ARM,
  MIN_DAYS_RUNNING,
  MIN_USERS_PER_ARM,
  SIGNIFICANCE,
} from '../model/experiment-decision';
import { formatPValue } from '../model/statistics-format';
import { ExperimentTrend } from './experiment-trend';
import { SecondaryMetrics } from './secondary-metrics';
import styles from './tests-dashboard.module.css';
import { TrafficHealth } from './traffic-health';
import { VariantTable } from './variant-table';

export interface ExperimentCardProps {
  experiment: LoadedExperiment;
  /** This browser's Enable/Disable flag. */
  enabled: boolean;
  /** Whether the api has the experiment running, i.e. visitors are in it. */
  running: boolean;
  /** False for experiments outside the catalog: they have no browser flag or assignment to change. */
  controllable: boolean;
  onToggle: () => void;
  onView: (variant: VariantAnalysis) => void;
  onReset: () => void;
}

const count = (value: number) => value.toLocaleString('en-US');

function SrmBadge({ analysis }: { analysis: ExperimentAnalysis }) {
  const { srm, srmKeys } = analysis;
  if (srm === null) return <span className={styles.badge}>Sample ratio: no visitors yet</span>;
  if (srm.unexpectedTraffic.length > 0) {
    const keys = srm.unexpectedTraffic.map((index) => srmKeys[index]).join(', ');
    const others =
      srm.pValue === null
        ? ''
        : `; the other variants' split: p ${formatPValue(srm.pValue).startsWith('<') ? '' : '= '}${formatPValue(srm.pValue)}`;
    return (
      <span className={styles.badgeBad}>
        Sample ratio mismatch: visitors reached switched-off variant {keys} (weight 0){others}: check assignment and
        tracking before trusting results
      </span>
    );
  }
  if (srm.pValue === null) return <span className={styles.badge}>Sample ratio: one variant only</span>;
  const p = formatPValue(srm.pValue);
  if (srm.status === 'mismatch') {
    return (
      <span className={styles.badgeBad}>
        Sample ratio mismatch (p {p.startsWith('<') ? p : `= ${p}`}): check assignment and tracking before trusting
        results
      </span>
    );
  }
  if (srm.status === 'warning') return <span className={styles.badgeWarn}>Sample ratio: watch (p = {p})</span>;
  return <span className={styles.badgeOk}>Sample ratio OK (p = {p})</span>;
}

function PlanLine({ analysis }: { analysis: ExperimentAnalysis }) {
  const { plan } = analysis;
  if (!plan || plan.sequentialRequiredPerArm === null) return null;
  const baseline = (plan.baselineRate * 100).toFixed(1);
  const target = (plan.targetRate * 100).toFixed(1);
  let pace: string;
  if (plan.daysToGo === 0) pace = 'Reached.';
  else if (plan.visitorsPerArmPerDay === null || plan.daysToGo === null)
    pace = 'Days to go: known after the first day.';
  else {
    pace = `At about ${count(Math.round(plan.visitorsPerArmPerDay))} visitors per variant per day: about ${count(plan.daysToGo)} more ${
      plan.daysToGo === 1 ? 'day' : 'days'
    }.`;
  }
  return (
    <li>
      Plan: detect +{Math.round(plan.minimumDetectableEffect * 100)}% ({baseline}% → {target}%) needs{' '}
      <strong>{count(plan.sequentialRequiredPerArm)}</strong> visitors per variant with the always-valid verdict
      {plan.requiredPerArm !== null && ` (${count(plan.requiredPerArm)} for a single fixed-horizon look)`}; the smallest
      variant has {count(plan.smallestArm)}. {pace}
    </li>
  );
}

export function ExperimentCard({
  experiment,
  enabled,
  running,
  controllable,
  onToggle,
  onView,
  onReset,
}: ExperimentCardProps) {
  const { analysis } = experiment;
  // Active only when visitors are in it: running in the api, and not switched off in this browser.
  const active = running && enabled;
  const titleId = `experiment-${experiment.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTitle}>
          <h2 id={titleId}>{experiment.name}</h2>
          {experiment.description && <p>{experiment.description}</p>}
        </div>
        <div className={styles.cardControls}>
          <span className={active ? styles.active : styles.inactive}>{active ? 'Active' : 'Inactive'}</span>
          {controllable && (
            <button
              type="button"
              className={enabled ? styles.dangerButton : styles.button}
              aria-label={`${enabled ? 'Disable' : 'Enable'} ${experiment.name}`}
              onClick={onToggle}
            >
              {enabled ? 'Disable' : 'Enable'}
            </button>
          )}
        </div>
      </header>
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
      <ul className={styles.health} aria-label={`${experiment.name} health checks`}>
        <li>
          <SrmBadge analysis={analysis} />
        </li>
        <li>
          {analysis.daysRunning === null
            ? 'Start date unknown'
            : `Running ${analysis.daysRunning} ${analysis.daysRunning === 1 ? 'day' : 'days'}`}
          {analysis.daysRunning !== null &&
            analysis.daysRunning < MIN_DAYS_RUNNING &&
            ` (verdicts after ${MIN_DAYS_RUNNING})`}
        </li>
        {!analysis.enoughData && analysis.badData.length === 0 && (
          <li>
            <span className={styles.badge}>Not enough data</span> every variant needs {MIN_USERS_PER_ARM} visitors and{' '}
            {MIN_CONVERTERS_PER_ARM} conversions before a verdict
          </li>
        )}
        <li>
          Verdicts: always-valid 95% confidence sequence, α = {SIGNIFICANCE} split over{' '}
          {analysis.comparisons === 1 ? '1 challenger' : `${analysis.comparisons} challengers`} (safe to read daily)
        </li>
        <PlanLine analysis={analysis} />
      </ul>
      <TrafficHealth experiment={experiment} active={active} today={new Date().toISOString().slice(0, 10)} />
      <VariantTable experimentName={experiment.name} variants={analysis.variants} onView={onView} onReset={onReset} />
      <SecondaryMetrics experiment={experiment} />
      <ExperimentTrend experiment={experiment} />
    </article>
  );
}
