import { formatMoment } from '@novavox/contracts-api/team';
import type { ExperimentChangeRecord } from '@novavox/contracts-experiments';
import styles from '../../common/dashboard.module.css';
import type { ExperimentHistoryView } from '../hooks/use-experiment-history';
import { changeSummary } from '../model/experiment-state-words';
import panel from './experiment-run-panel.module.css';

export interface ExperimentHistoryProps {
  experimentName: string;
  history: ExperimentHistoryView;
  /** Saves the results' CSV (a row per variant). */
  onExportResults: () => void;
  /** Saves the history's CSV (a row per change). */
  onExportHistory: () => void;
}

function HistoryLine({ record }: { record: ExperimentChangeRecord }) {
  return (
    <li>
      <time dateTime={record.at}>{formatMoment(record.at)}</time>: {changeSummary(record)} by{' '}
      <strong>{record.actor}</strong>
      {record.reason && <> ({record.reason})</>}
    </li>
  );
}

/** Who changed what for visitors, and when (newest first), with the CSV files of the results and the history. */
export function ExperimentHistory({
  experimentName,
  history,
  onExportResults,
  onExportHistory,
}: ExperimentHistoryProps) {
  const newestFirst = [...history.records].reverse();
  return (
    <section className={panel.history} aria-label={`${experimentName} history`}>
      <div className={panel.historyHeader}>
        <h3>History</h3>
        <button type="button" className={`${styles.secondaryButton} ${styles.small}`} onClick={onExportResults}>
          Export results (CSV)
        </button>
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.small}`}
          onClick={onExportHistory}
          disabled={history.status !== 'loaded'}
        >
          Export history (CSV)
        </button>
      </div>
      {history.status === 'error' ? (
        <p className={styles.muted}>Could not load the history: {history.message}</p>
      ) : newestFirst.length === 0 ? (
        <p className={styles.muted}>{history.status === 'loading' ? 'Loading history…' : 'No changes yet.'}</p>
      ) : (
        <ol className={panel.historyList}>
          {newestFirst.map((record) => (
            <HistoryLine key={record.id} record={record} />
          ))}
        </ol>
      )}
    </section>
  );
}
