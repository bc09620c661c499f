import styles from '../common/dashboard.module.css';
import { downloadCsv } from './download-csv';
import { csvFileName, type ExperimentResults, experimentResultsCsv } from './experiment-report-csv';

/** Saves an experiment's results CSV (experiment-report-csv.ts), named by its id and today. */
export function downloadResultsCsv(results: ExperimentResults): void {
  downloadCsv(csvFileName(results.experimentId, 'results', new Date()), experimentResultsCsv(results));
}

/**
 * The results export of a card without a run panel: a created copy experiment's, whose changes are made in
 * /admin/copy (docs/copy-experiments.md), so only its results are exported here, in the same file as a coded one's.
 */
export function ResultsExportButton({
  experimentName,
  results,
}: {
  experimentName: string;
  results: ExperimentResults;
}) {
  return (
    <button
      type="button"
      className={`${styles.secondaryButton} ${styles.small}`}
      aria-label={`Export results of ${experimentName} (CSV)`}
      onClick={() => downloadResultsCsv(results)}
    >
      Export results (CSV)
    </button>
  );
}
