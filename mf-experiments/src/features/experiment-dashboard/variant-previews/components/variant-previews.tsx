import { type ExperimentId, experimentById } from '@novavox/contracts-experiments';
import { useId, useState } from 'react';
import styles from '../../common/dashboard.module.css';
import frameStyles from '../../common/page-preview/page-preview.module.css';
import { type PageFrameState, PagePreviewFrame, PREVIEW_SIZES } from '../../common/page-preview/page-preview-frame';
import { variantPreviewUrl } from '../model/variant-preview-url';

export interface VariantPreviewsProps {
  experimentId: ExperimentId;
}

/**
 * A coded experiment's variants on the real page, at phone and desktop width
 * (docs/analytics-and-experiments.md, "Previews of coded variants"). Closed by default: the frames load only once
 * the marketer opens the disclosure, so the dashboard does not load two pages per experiment.
 */
export function VariantPreviews({ experimentId }: VariantPreviewsProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.disclosure} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Previews</summary>
      {open && <VariantFrames experimentId={experimentId} />}
    </details>
  );
}

function VariantFrames({ experimentId }: VariantPreviewsProps) {
  const { name, variants } = experimentById(experimentId);
  const [letter, setLetter] = useState<string>(variants[0]?.key ?? 'A');
  const groupName = useId();
  const src = variantPreviewUrl(experimentId, letter);
  const status = (state: PageFrameState) =>
    state.status === 'loading' ? 'loading the page…' : state.status === 'ready' ? `variant ${letter}` : state.why;
  return (
    <section aria-label={`Previews of ${name}`}>
      <fieldset>
        <legend>Variant shown</legend>
        {variants.map((variant) => (
          <label key={variant.key}>
            <input
              type="radio"
              name={groupName}
              checked={variant.key === letter}
              onChange={() => setLetter(variant.key)}
            />{' '}
            {variant.key}
          </label>
        ))}
      </fieldset>
      <div className={frameStyles.frames}>
        {PREVIEW_SIZES.map((size) => (
          <PagePreviewFrame
            // A new page per variant: the forced letter is read once, when the page starts.
            key={`${size.width}-${letter}`}
            title={`${name}: variant ${letter} at ${size.width} px`}
            src={src}
            size={size}
            status={status}
            marker={{ 'data-preview-variant': letter }}
          />
        ))}
      </div>
    </section>
  );
}
