import { ModalFrame } from '@novavox/shared-contracts';
import { useId } from 'react';
import type { VariantAnalysis } from '../model/experiment-analysis';
import { formatConversions, formatRate } from '../model/variant-metrics';
import styles from './tests-dashboard.module.css';
import { VariantPreview } from './variant-preview';

export interface VariantDetailModalProps {
  experimentId: string;
  variant: VariantAnalysis;
  onClose: () => void;
}

export function VariantDetailModal({ experimentId, variant, onClose }: VariantDetailModalProps) {
  const titleId = useId();
  return (
    <ModalFrame titleId={titleId} onClose={onClose}>
      <div className={styles.modalBody}>
        <h2 id={titleId}>
          Variant {variant.key}: {variant.name}
        </h2>
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
        <div className={styles.modalActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
