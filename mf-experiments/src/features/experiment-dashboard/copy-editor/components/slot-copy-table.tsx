import { formatMoment } from '@novavox/contracts-api/team';
import type { CopySlotId, CopySlotListing } from '@novavox/contracts-experiments';
import { useState } from 'react';
import { ColumnHeaders } from '../../common/column-headers';
import dashboard from '../../common/dashboard.module.css';
import { TableRegion } from '../../common/table-region';
import { useSlotHistory } from '../hooks/use-copy-admin';
import styles from './copy-editor.module.css';

export interface SlotCopyTableProps {
  endpoint: string;
  slots: readonly CopySlotListing[];
}

/** What each slot shows visitors now (shipped copy or the default) and, on demand, every ship and rollback of it. */
export function SlotCopyTable({ endpoint, slots }: SlotCopyTableProps) {
  const [open, setOpen] = useState<CopySlotId | null>(null);
  return (
    <>
      <h3 id="copy-on-page-title">Copy on the page</h3>
      <TableRegion labelledBy="copy-on-page-title">
        <table className={dashboard.table}>
          <ColumnHeaders
            columns={[{ label: 'Slot' }, { label: 'Visitors read' }, { label: 'From' }, { label: 'History' }]}
          />
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.id}>
                <th scope="row" className={styles.wrapCell}>
                  {slot.label}
                </th>
                <td className={styles.wrapCell}>
                  {slot.current}
                  {open === slot.id && <SlotHistory endpoint={endpoint} slot={slot} />}
                </td>
                <td>{slot.shipped ? 'Shipped' : 'Default'}</td>
                <td>
                  <button
                    type="button"
                    className={dashboard.linkButton}
                    aria-expanded={open === slot.id}
                    aria-label={`History of ${slot.label}`}
                    onClick={() => setOpen(open === slot.id ? null : slot.id)}
                  >
                    {open === slot.id ? 'Hide' : 'Show'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <p className={styles.hint}>
        <a href={`${endpoint}/slots/history.csv`} download>
          Download every slot's history (CSV)
        </a>
      </p>
    </>
  );
}

function SlotHistory({ endpoint, slot }: { endpoint: string; slot: CopySlotListing }) {
  const history = useSlotHistory(endpoint, slot.id);
  if (history.error) return <p className={styles.error}>{history.error.message}</p>;
  if (!history.data) return <p className={styles.hint}>Loading…</p>;
  if (history.data.length === 0) return <p className={styles.hint}>Never changed: the default since the start.</p>;
  return (
    <ol className={styles.history} aria-label={`History of ${slot.label}`}>
      {history.data.map((change) => (
        <li key={change.id}>
          {formatMoment(change.at)}, {change.actor}: {change.action === 'ship' ? 'shipped' : 'rolled back'} arm{' '}
          {change.variantId} of {change.experimentId}, “{change.before ?? slot.defaultText}” → “
          {change.after ?? slot.defaultText}”{change.reason ? `, because “${change.reason}”` : ''}
        </li>
      ))}
    </ol>
  );
}
