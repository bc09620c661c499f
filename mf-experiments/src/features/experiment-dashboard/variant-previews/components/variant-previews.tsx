import { type ExperimentId, experimentById } from '@novavox/contracts-experiments';
import { useState } from 'react';
import styles from '../../common/dashboard.module.css';
import { type PageFrameState, PagePreviewFrame } from '../../common/page-preview/page-preview-frame';
import { AtPreviewSizes, PreviewChoice } from '../../common/page-preview/preview-choice';
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
  const src = variantPreviewUrl(experimentId, letter);
  const status = (state: PageFrameState) =>
    state.status === 'loading' ? 'loading the page…' : state.status === 'ready' ? `variant ${letter}` : state.why;
  return (
    <section aria-label={`Previews of ${name}`}>
      <PreviewChoice
        legend="Variant shown"
        letters={variants.map((variant) => variant.key)}
        shown={letter}
        onShow={setLetter}
      />
      <AtPreviewSizes
        frame={(size) => (
          <PagePreviewFrame
            // A new page per variant: the forced letter is read once, when the page starts.
            key={`${size.width}-${letter}`}
            title={`${name}: variant ${letter} at ${size.width} px`}
            src={src}
            size={size}
            status={status}
            marker={{ 'data-preview-variant': letter }}
          />
        )}
      />
    </section>
  );
}
