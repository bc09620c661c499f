import type { ArchivedRun } from '@novavox/contracts-api/experiment-memory';
import { formatCount } from '@novavox/contracts-api/experiment-watch';
import { formatDay, formatMoment } from '@novavox/contracts-api/team';
import { ColumnHeaders } from '../../common/column-headers';
import styles from '../../common/dashboard.module.css';
import { TableRegion } from '../../common/table-region';
import { formatPlan, formatShare } from '../../experiment-controls/model/experiment-state-words';
import { downloadCsv } from '../../export/download-csv';
import { useRunArchive } from '../hooks/use-experiment-memory';
import { archiveCsv, archiveFileName } from '../model/archive-csv';
import { archiveComparison, decisionWords } from '../model/archive-figures';
import memory from './memory.module.css';

function ArchiveRow({ run }: { run: ArchivedRun }) {
  const comparison = archiveComparison(run);
  return (
    <tr>
      <th scope="row">
        {run.experimentName}
        <br />
        <span className={styles.muted}>
          <time dateTime={run.startedAt}>{formatDay(run.startedAt)}</time> to{' '}
          <time dateTime={run.endedAt}>{formatDay(run.endedAt)}</time>
        </span>
      </th>
      <td>
        <ul>
          {run.arms.map((arm) => (
            <li key={arm.key}>
              {arm.key} {arm.name}: {formatShare(arm.weightPercent)} of visitors, {formatCount(arm.conversions)} of{' '}
              {formatCount(arm.views)}
            </li>
          ))}
        </ul>
        Plan: find {formatPlan(run.plan)}
      </td>
      <td>
        <strong>{decisionWords(run)}</strong>
        {run.reason && <span className={styles.muted}> ({run.reason})</span>}
      </td>
      <td>
        {comparison === null ? (
          'No visitors to compare'
        ) : (
          <>
            {comparison.arm} vs A: {comparison.difference} ({comparison.interval})
            <br />
            Lift: {comparison.lift}
          </>
        )}
      </td>
      <td>
        {run.actor}
        <br />
        <time dateTime={run.endedAt}>{formatMoment(run.endedAt)}</time>
      </td>
    </tr>
  );
}

/**
 * The archive of concluded runs (docs/experiment-memory.md): each run a decision ended, newest first, with what
 * it tested, the decision, the decided arm against A with its 95 % interval, who decided and when; as a CSV too.
 */
export function RunArchive({ adminEndpoint }: { adminEndpoint: string }) {
  const archive = useRunArchive(adminEndpoint);
  const runs = archive.data ?? [];
  return (
    <section className={memory.archive} aria-labelledby="experiment-archive-title">
      <h2 id="experiment-archive-title">Archive of concluded runs</h2>
      {archive.isPending && <p className={styles.status}>Loading the archive…</p>}
      {archive.isError && (
        <p role="alert" className={styles.negative}>
          Could not read the archive: {archive.error.message}
        </p>
      )}
      {archive.isSuccess && runs.length === 0 && (
        <p className={styles.muted}>
          No run has been concluded yet: shipped, stopped and guardrail-ended runs appear here.
        </p>
      )}
      {runs.length > 0 && (
        <>
          <div className={memory.buttons}>
            <button
              type="button"
              className={`${styles.secondaryButton} ${styles.small}`}
              onClick={() => downloadCsv(archiveFileName(new Date()), archiveCsv(runs))}
            >
              Export archive (CSV)
            </button>
          </div>
          <TableRegion label="Concluded runs">
            <table className={styles.table}>
              <caption className="nvx-visually-hidden">Concluded runs, newest first</caption>
              <ColumnHeaders
                columns={[
                  { label: 'Experiment and dates' },
                  { label: 'What was tested' },
                  { label: 'Decision' },
                  { label: 'Result vs. A (95%)' },
                  { label: 'Decided by' },
                ]}
              />
              <tbody>
                {runs.map((run) => (
                  <ArchiveRow key={`${run.experimentId}-${run.runId}-${run.endedAt}`} run={run} />
                ))}
              </tbody>
            </table>
          </TableRegion>
        </>
      )}
    </section>
  );
}
