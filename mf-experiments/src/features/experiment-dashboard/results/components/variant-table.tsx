import { MIN_VIEWS } from '@novavox/experiment-stats';
import { ColumnHeaders } from '../../common/column-headers';
import styles from '../../common/dashboard.module.css';
import { TableRegion } from '../../common/table-region';
import type { VariantAnalysis } from '../model/dashboard-analysis';
import { dashboardMessages } from '../model/dashboard-messages';
import { formatConversions, formatRate, formatVersusControl } from '../model/variant-format';

/** Reset is the spec's per-browser action; it never changes what visitors get. */
export const BROWSER_ONLY_RESET =
  'This browser only: forgets the variant assigned to this browser; visitors are not affected.';

export interface VariantTableProps {
  experimentName: string;
  variants: readonly VariantAnalysis[];
  onView: (variant: VariantAnalysis) => void;
  onReset: () => void;
}

/**
 * The spec's columns, as specified, over the date range (for exploring). The verdict and the figures it
 * reads are in the run's own table (run-verdict.tsx); the detail view has the rest.
 */
export function VariantTable({ experimentName, variants, onView, onReset }: VariantTableProps) {
  const lowData = variants.some((variant) => variant.views < MIN_VIEWS);
  return (
    <>
      <TableRegion label={`${experimentName} variants`}>
        <table className={styles.table}>
          <ColumnHeaders
            columns={[
              { label: 'Variant' },
              { label: 'Name' },
              { label: 'Views', numeric: true },
              { label: 'Conversions', numeric: true },
              { label: 'Rate', numeric: true },
              { label: 'vs. Control', numeric: true },
              { label: 'Actions' },
            ]}
          />
          <tbody>
            {variants.map((variant) => (
              <tr
                key={variant.key}
                className={`${styles.row} ${variant.isBest ? styles.bestRow : ''}`}
                onClick={() => onView(variant)}
              >
                <th scope="row">
                  {variant.key}
                  {variant.isControl && ' (control)'}
                </th>
                <td className={styles.nameCell}>
                  <span className={styles.name} title={variant.description}>
                    {variant.name}
                  </span>
                  {variant.isBest && (
                    <span className={styles.best}>
                      <span aria-hidden="true">★</span> best
                    </span>
                  )}
                </td>
                <td className={styles.number}>{variant.views}</td>
                <td className={styles.number}>{formatConversions(variant.conversions)}</td>
                <td className={styles.number}>{formatRate(variant)}</td>
                <td
                  className={`${styles.number} ${
                    variant.versusControl === null ? '' : variant.versusControl > 0 ? styles.positive : styles.negative
                  }`}
                >
                  {formatVersusControl(variant.versusControl)}
                </td>
                <td>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={`${styles.secondaryButton} ${styles.small}`}
                      aria-label={`View variant ${variant.key} of ${experimentName}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onView(variant);
                      }}
                    >
                      View
                    </button>
                    <button
                      type="button"
                      className={`${styles.secondaryButton} ${styles.small}`}
                      aria-label={`Reset the assigned variant of ${experimentName}`}
                      title={BROWSER_ONLY_RESET}
                      onClick={(event) => {
                        event.stopPropagation();
                        onReset();
                      }}
                    >
                      Reset
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {lowData && <p className={styles.footnote}>{dashboardMessages.lowDataFootnote}</p>}
    </>
  );
}
