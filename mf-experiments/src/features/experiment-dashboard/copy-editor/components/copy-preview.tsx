import { type CopySlotId, copySlots, type SlotCopy, variantKeys } from '@novavox/contracts-experiments';
import { useEffect, useId, useRef, useState } from 'react';
import { useElementWidth } from '../../charts/hooks/use-element-width';
import { applyPreviewCopy, type PreviewResult, scrollToSlot } from '../model/preview-copy';
import styles from './copy-editor.module.css';

/** The two sizes the editor shows each arm at: a phone's and a laptop's (issue 48). */
export const PREVIEW_SIZES = [
  { width: 390, height: 844, label: 'phone' },
  { width: 1280, height: 800, label: 'desktop' },
] as const;

/** How long the page in a frame may take to go live before the preview says so. */
const READY_WAIT_MS = 30_000;

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
  const groupName = useId();
  return (
    <section className={styles.preview} aria-label={`Preview of ${name}`}>
      <fieldset className={styles.armChoice}>
        <legend className={styles.legend}>Arm shown</legend>
        {arms.map((_, index) => {
          const letter = variantKeys[index] ?? '';
          return (
            <label key={letter}>
              <input type="radio" name={groupName} checked={index === shown} onChange={() => setArm(index)} /> {letter}
            </label>
          );
        })}
      </fieldset>
      <div className={styles.frames}>
        {PREVIEW_SIZES.map((size) => (
          <PreviewFrame
            key={size.width}
            title={`${name}: arm ${key} at ${size.width} px`}
            page={page}
            size={size}
            slots={slots}
            copy={copy}
            arm={key}
          />
        ))}
      </div>
    </section>
  );
}

type FrameState =
  | { status: 'loading' }
  | { status: 'shown'; result: PreviewResult }
  | { status: 'unavailable'; why: string };

interface PreviewFrameProps {
  title: string;
  page: string;
  size: (typeof PREVIEW_SIZES)[number];
  slots: readonly CopySlotId[];
  copy: SlotCopy;
  arm: string;
}

function PreviewFrame({ title, page, size, slots, copy, arm }: PreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [boxRef, boxWidth] = useElementWidth<HTMLElement>(size.width === 390 ? 234 : 640);
  const [doc, setDoc] = useState<Document | null>(null);
  const [state, setState] = useState<FrameState>({ status: 'loading' });
  const scale = Math.min(size.width === 390 ? 0.6 : 0.5, boxWidth / size.width);

  // The page in the frame is the live app: wait for it to take over, or its first render would undo the copy.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const watch = () => {
      clearInterval(timer);
      setDoc(null);
      setState({ status: 'loading' });
      const started = Date.now();
      timer = setInterval(() => {
        let frameDoc: Document | null = null;
        try {
          frameDoc = frame.contentDocument;
        } catch {
          frameDoc = null;
        }
        if (!frameDoc) {
          clearInterval(timer);
          setState({ status: 'unavailable', why: 'The page cannot be previewed from this address.' });
        } else if (frameDoc.documentElement?.dataset.nvxReady === 'true') {
          clearInterval(timer);
          setDoc(frameDoc);
        } else if (Date.now() - started > READY_WAIT_MS) {
          clearInterval(timer);
          setState({ status: 'unavailable', why: 'The page did not load in time; close and open the preview again.' });
        }
      }, 100);
    };
    frame.addEventListener('load', watch);
    watch();
    return () => {
      clearInterval(timer);
      frame.removeEventListener('load', watch);
    };
  }, []);

  // Writes the copy, and again whenever the page re-renders a slot (a live app may render it anew).
  const firstSlot = slots[0];
  useEffect(() => {
    if (!doc) return;
    const apply = () => setState({ status: 'shown', result: applyPreviewCopy(doc, slots, copy) });
    apply();
    scrollToSlot(doc, firstSlot);
    const root = doc.getElementById('root') ?? doc.body;
    const observer = new MutationObserver(() => applyPreviewCopy(doc, slots, copy));
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [doc, slots, copy, firstSlot]);

  return (
    <figure className={styles.frame} ref={boxRef} style={{ width: '100%', maxWidth: size.width * scale }}>
      <div
        className={styles.viewport}
        style={{ width: size.width * scale, height: size.height * scale }}
        data-preview-arm={arm}
        data-preview-state={state.status}
        // The preview is a picture of the page: nobody tabs or clicks into it.
        inert
      >
        <iframe
          ref={frameRef}
          src={page}
          title={title}
          width={size.width}
          height={size.height}
          tabIndex={-1}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
      <figcaption>
        {size.label === 'phone' ? 'Phone' : 'Desktop'}, {size.width} px: {frameStatus(state, arm)}
      </figcaption>
    </figure>
  );
}

function frameStatus(state: FrameState, arm: string): string {
  if (state.status === 'loading') return 'loading the page…';
  if (state.status === 'unavailable') return state.why;
  const { missing } = state.result;
  const notShown = missing.map((slot) => copySlots[slot].label).join(', ');
  return `arm ${arm}${notShown ? `; not shown on this page: ${notShown}` : ''}`;
}
