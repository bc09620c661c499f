import { CHANGE_REASON_MAX_LENGTH } from '@novavox/contracts-experiments';
import { useId, useState } from 'react';
import { CancelThenConfirm } from '../../common/cancel-then-confirm';
import { ColumnHeaders } from '../../common/column-headers';
import styles from '../../common/dashboard.module.css';
import { DashboardDialog } from '../../common/dashboard-dialog';
import { TableRegion } from '../../common/table-region';
import { controlRunOf, type VariantAnalysis } from '../../results/model/dashboard-analysis';
import { RUN_FIGURE_COLUMNS, RunFigureCells } from '../../verdict/components/run-figure-cells';

export interface ShipConfirmDialogProps {
  experimentName: string;
  variantKey: string;
  variantName: string;
  /** The run's figures, shown so the decision is taken with them in view. */
  variants: readonly VariantAnalysis[];
  /** Whether the verdict calls this ship (the card's line says "Ship B", or "keep A" for A). */
  verdictAllows: boolean;
  /** The reason already typed on the card, the dialog's starting text. */
  initialReason: string;
  busy: boolean;
  /** With the reason typed here (required when the verdict does not allow it; else the card's, maybe empty). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Concluding ends the run for everyone, so it is confirmed first (focus trapped, Escape cancels), with the run's
 * figures in view. Before the verdict allows it, shipping asks why: the reason is kept in the history.
 */
export function ShipConfirmDialog({
  experimentName,
  variantKey,
  variantName,
  variants,
  verdictAllows,
  initialReason,
  busy,
  onConfirm,
  onCancel,
}: ShipConfirmDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState(initialReason);
  const control = controlRunOf(variants);
  const missingReason = !verdictAllows && reason.trim() === '';
  return (
    <DashboardDialog title={`Ship ${variantKey} of ${experimentName} to every visitor?`} onClose={onCancel}>
      <p>
        Every visitor will see {variantKey} ({variantName}) on their next page load. The experiment stops: no
        impressions are logged and this run's analysis ends. You can start a new run later.
      </p>
      <TableRegion label={`${experimentName}: the run's figures`}>
        <table className={styles.table}>
          <ColumnHeaders columns={[{ label: 'Variant' }, ...RUN_FIGURE_COLUMNS, { label: 'Verdict' }]} />
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.key}>
                <th scope="row">
                  {variant.key}: {variant.name}
                </th>
                <RunFigureCells variant={variant} controlRun={control} />
                <td>{variant.verdict}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {!verdictAllows && (
        <div className={styles.dataWarning}>
          <p>
            The verdict does not call this yet: the figures above cannot tell {variantKey} apart from the others.
            Shipping now is a business decision; say why, for whoever reads the history.
          </p>
          <label htmlFor={reasonId}>Why ship {variantKey} now? (required, kept in the history)</label>
          <textarea
            id={reasonId}
            rows={2}
            maxLength={CHANGE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
      <CancelThenConfirm
        confirmLabel={`Ship ${variantKey} to everyone`}
        disabled={busy || missingReason}
        onCancel={onCancel}
        onConfirm={() => onConfirm(reason.trim())}
      />
    </DashboardDialog>
  );
}
