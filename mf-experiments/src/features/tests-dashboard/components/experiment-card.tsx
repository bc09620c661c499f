import type { LoadedExperiment } from '../hooks/use-ab-stats';
import {
  MIN_CONVERTERS_PER_ARM,
  MIN_DAYS_RUNNING,
  MIN_USERS_PER_ARM,
  type VariantAnalysis,
} from '../model/experiment-analysis';
import { formatPValue } from '../model/statistics-format';
import styles from './tests-dashboard.module.css';
import { VariantTable } from './variant-table';

export interface ExperimentCardProps {
  experiment: LoadedExperiment;
  enabled: boolean;
  /** False for experiments outside the catalog: they have no browser flag or assignment to change. */
  controllable: boolean;
  onToggle: () => void;
  onView: (variant: VariantAnalysis) => void;
  onReset: () => void;
}

function SrmBadge({ experiment }: { experiment: LoadedExperiment }) {
  const { srm } = experiment.analysis;
  if (srm === null) return <span className={styles.badge}>Sample ratio: no visitors yet</span>;
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

export function ExperimentCard({ experiment, enabled, controllable, onToggle, onView, onReset }: ExperimentCardProps) {
  const { analysis } = experiment;
  const titleId = `experiment-${experiment.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div>
          <h2 id={titleId}>{experiment.name}</h2>
          {experiment.description && <p>{experiment.description}</p>}
        </div>
        <div className={styles.cardControls}>
          <span className={enabled ? styles.active : styles.inactive}>{enabled ? 'Active' : 'Inactive'}</span>
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
      <ul className={styles.health} aria-label={`${experiment.name} health checks`}>
        <li>
          <SrmBadge experiment={experiment} />
        </li>
        <li>
          {analysis.daysRunning === null
            ? 'Start date unknown'
            : `Running ${analysis.daysRunning} ${analysis.daysRunning === 1 ? 'day' : 'days'}`}
          {analysis.daysRunning !== null &&
            analysis.daysRunning < MIN_DAYS_RUNNING &&
            ` (verdicts after ${MIN_DAYS_RUNNING})`}
        </li>
        {!analysis.enoughData && (
          <li>
            <span className={styles.badge}>Not enough data</span> every variant needs {MIN_USERS_PER_ARM} visitors and{' '}
            {MIN_CONVERTERS_PER_ARM} conversions before a verdict
          </li>
        )}
        {analysis.requiredPerArm !== null && (
          <li>
            About {analysis.requiredPerArm.toLocaleString('en-US')} visitors per variant needed to confirm the leader's
            difference
          </li>
        )}
      </ul>
      <VariantTable experimentName={experiment.name} variants={analysis.variants} onView={onView} onReset={onReset} />
    </article>
  );
}
