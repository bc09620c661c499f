import { formatAlpha, formatPValue } from '@novavox/contracts-api/experiment-watch';
import { SIGNIFICANCE } from '@novavox/experiment-stats';
import styles from '../../common/dashboard.module.css';
import { DashboardDialog } from '../../common/dashboard-dialog';
import { VerdictCell } from '../../verdict/components/verdict-cell';
import { formatDifference } from '../../verdict/model/figure-rules';
import { formatInterval, formatPoints, formatProbability } from '../../verdict/model/statistics-format';
import type { VariantAnalysis } from '../model/dashboard-analysis';
import { formatConversions, formatRate } from '../model/variant-format';
import { VariantPreview } from './variant-preview';

export interface VariantDetailModalProps {
  experimentId: string;
  variant: VariantAnalysis;
  /** Challengers compared with the control (α is split between them). */
  comparisons: number;
  /** The control's figures since the start: an interval is written only when both arms can carry one. */
  controlRun: { views: number; conversions: number } | null;
  onClose: () => void;
}

/** The detail view: the spec's figures and preview, then every statistic that does not fit the table. */
export function VariantDetailModal({
  experimentId,
  variant,
  comparisons,
  controlRun,
  onClose,
}: VariantDetailModalProps) {
  const { sequential } = variant;
  const alpha = `α = ${formatAlpha(SIGNIFICANCE)}`;
  const level = comparisons > 1 ? `${alpha} split over ${comparisons} challengers` : alpha;
  return (
    <DashboardDialog title={`Variant ${variant.key}: ${variant.name}`} onClose={onClose} className={styles.modalFit}>
      {experimentId === 'cta_button_text' && (
        <p>
          <strong>Button text:</strong> {variant.name}
        </p>
      )}
      <h3>Description</h3>
      <p>{variant.description || 'No description.'}</p>
      <h3>Preview</h3>
      <VariantPreview experimentId={experimentId} name={variant.name} description={variant.description} />
      <dl className={styles.figures}>
        <div>
          <dt>Views</dt>
          <dd>{variant.views}</dd>
        </div>
        <div>
          <dt>Conversions</dt>
          <dd>{formatConversions(variant.conversions)}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{formatRate(variant)}</dd>
        </div>
      </dl>
      <h3>Statistics (rate: the date range; the rest: everyone since the start)</h3>
      <table className={styles.statsTable}>
        <tbody>
          <tr>
            <th scope="row">Rate, 95% interval (Wilson)</th>
            <td>{variant.rateInterval ? formatInterval(variant.rateInterval) : '—'}</td>
          </tr>
          {!variant.isControl && (
            <>
              <tr>
                <th scope="row">Difference from the control since the start</th>
                <td>{sequential ? formatPoints(sequential.difference) : '—'}</td>
              </tr>
              <tr>
                <th scope="row">Always-valid interval ({level})</th>
                <td>
                  {sequential && variant.run && controlRun
                    ? formatDifference(sequential.interval, variant.run, controlRun)
                    : '—'}
                </td>
              </tr>
              <tr>
                <th scope="row">Always-valid p (× {Math.max(1, comparisons)}, Bonferroni)</th>
                <td>{formatPValue(variant.adjustedP)}</td>
              </tr>
              <tr>
                <th scope="row">P(beat control)</th>
                <td>{formatProbability(variant.probabilityToBeatControl)}</td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row">P(best)</th>
            <td>{formatProbability(variant.probabilityBest)}</td>
          </tr>
          <tr>
            <th scope="row">Verdict</th>
            <VerdictCell verdict={variant.verdict} />
          </tr>
        </tbody>
      </table>
      <div className={styles.modalActions}>
        <button type="button" className={styles.button} onClick={onClose}>
          Close
        </button>
      </div>
    </DashboardDialog>
  );
}
