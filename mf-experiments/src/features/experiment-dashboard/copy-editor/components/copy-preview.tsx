import { type CopySlotId, copySlots, type SlotCopy, variantKeys } from '@novavox/contracts-experiments';
import { useCallback, useState } from 'react';
import { type PageFrameState, PagePreviewFrame, type PreviewSize } from '../../common/page-preview/page-preview-frame';
import { AtPreviewSizes, PreviewChoice } from '../../common/page-preview/preview-choice';
import { applyPreviewCopy, type PreviewResult, scrollToSlot } from '../model/preview-copy';
import styles from './copy-editor.module.css';

export interface CopyPreviewProps {
  /** Names the frames: "Headline test: arm B at 390 px". */
  name: string;
  page: string;
  slots: readonly CopySlotId[];
  arms: readonly SlotCopy[];
}

/**
 * Each arm on the real page (docs/copy-experiments.md, "Preview"): the page, same-origin, in a frame at 390 and
 * 1280 px, with the chosen arm's copy written into its slots. Switching arms rewrites the copy without a reload.
 */
export function CopyPreview({ name, page, slots, arms }: CopyPreviewProps) {
  const [arm, setArm] = useState(0);
  const shown = Math.min(arm, arms.length - 1);
  const key = variantKeys[shown] ?? 'A';
  const copy = arms[shown] ?? {};
  const letters: readonly string[] = arms.map((_, index) => variantKeys[index] ?? '');
  return (
    <section className={styles.preview} aria-label={`Preview of ${name}`}>
      <PreviewChoice
        legend="Arm shown"
        letters={letters}
        shown={key}
        onShow={(letter) => setArm(letters.indexOf(letter))}
        className={styles.armChoice}
        legendClassName={styles.legend}
      />
      <AtPreviewSizes
        frame={(size) => (
          <PreviewFrame
            key={size.width}
            title={`${name}: arm ${key} at ${size.width} px`}
            page={page}
            size={size}
            slots={slots}
            copy={copy}
            arm={key}
          />
        )}
      />
    </section>
  );
}

interface PreviewFrameProps {
  title: string;
  page: string;
  size: PreviewSize;
  slots: readonly CopySlotId[];
  copy: SlotCopy;
  arm: string;
}

function PreviewFrame({ title, page, size, slots, copy, arm }: PreviewFrameProps) {
  const [result, setResult] = useState<PreviewResult | null>(null);
  const firstSlot = slots[0];
  // Writes the copy, and again whenever the page re-renders a slot (a live app may render it anew).
  const onReady = useCallback(
    (doc: Document) => {
      setResult(applyPreviewCopy(doc, slots, copy));
      scrollToSlot(doc, firstSlot);
      const root = doc.getElementById('root') ?? doc.body;
      const observer = new MutationObserver(() => applyPreviewCopy(doc, slots, copy));
      observer.observe(root, { subtree: true, childList: true, characterData: true });
      return () => observer.disconnect();
    },
    [slots, copy, firstSlot],
  );
  const status = (state: PageFrameState) => frameStatus(state, result, arm);
  return <PagePreviewFrame {...{ title, size, status, onReady }} src={page} marker={{ 'data-preview-arm': arm }} />;
}

function frameStatus(state: PageFrameState, result: PreviewResult | null, arm: string): string {
  if (state.status === 'unavailable') return state.why;
  if (state.status === 'loading' || !result) return 'loading the page…';
  const notShown = result.missing.map((slot) => copySlots[slot].label).join(', ');
  return `arm ${arm}${notShown ? `; not shown on this page: ${notShown}` : ''}`;
}
