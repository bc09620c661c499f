import { experimentMetrics, PRIMARY_METRIC_ID, secondaryMetrics } from '@novavox/contracts-experiments';
import { versusControl } from '@novavox/experiment-stats';
import { ColumnHeaders } from '../../common/column-headers';
import styles from '../../common/dashboard.module.css';
import { TableRegion } from '../../common/table-region';
import { readableLift } from '../../verdict/model/figure-rules';
import type { DashboardExperiment } from '../model/parse-ab-stats-response';
import { formatRate, formatVersusControl } from '../model/variant-format';

const primary = experimentMetrics.find((metric) => metric.id === PRIMARY_METRIC_ID);

/** What the table's "Conversions" column counts, said once under it. */
export const CONVERSIONS_EXPLAINED = `Conversions are ${primary?.name.toLowerCase() ?? 'confirmed sign-ups'}: ${
  primary?.counts ?? ''
}, counted by the server. The verdict is drawn from them alone.`;

/**
 * The secondary metrics beside the primary one: per variant the visitors who did it, the rate over the variant's
 * views, and the relative difference to the control. They inform; the verdict stays on the conversions.
 */
export function SecondaryMetrics({ experiment }: { experiment: DashboardExperiment }) {
  const metrics = experiment.metrics;
  const control = experiment.variants[0];
  return (
    <div className={styles.secondaryMetrics}>
      <p className={styles.metricNote}>{CONVERSIONS_EXPLAINED}</p>
      {metrics && (
        <TableRegion label={`${experiment.name} secondary metrics`}>
          <table className={styles.table}>
            <caption className={styles.metricCaption}>Secondary metrics (visitors, rate, vs. Control)</caption>
            <ColumnHeaders
              columns={[
                { label: 'Metric' },
                ...experiment.variants.map((variant) => ({
                  label: variant.key === control?.key ? `${variant.key} (control)` : variant.key,
                  numeric: true,
                })),
              ]}
            />
            <tbody>
              {secondaryMetrics.map((metric) => {
                const counts = metrics[metric.id] ?? {};
                const of = (key: string, views: number) => ({ key, views, conversions: counts[key] ?? 0 });
                const controlCounts = control ? of(control.key, control.views) : undefined;
                return (
                  <tr key={metric.id}>
                    <th scope="row" title={metric.counts}>
                      {metric.name}
                    </th>
                    {experiment.variants.map((variant) => {
                      const figures = of(variant.key, variant.views);
                      const versus = readableLift(versusControl(figures, controlCounts), controlCounts);
                      return (
                        <td key={variant.key} className={styles.number}>
                          {figures.conversions} · {formatRate(figures)}
                          {variant.key !== control?.key && ` · ${formatVersusControl(versus)}`}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
      )}
    </div>
  );
}
