import { DOCUMENT_READY, DOCUMENT_READY_DATASET_KEY } from '@novavox/contracts-site/prerendered-page/early-tap';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useElementWidth } from '../../charts/hooks/use-element-width';
import styles from './page-preview.module.css';

/** The two sizes a preview shows a page at: a phone's and a laptop's (issue 48, issue 46). */
export const PREVIEW_SIZES = [
  { width: 390, height: 844, label: 'phone' },
  { width: 1280, height: 800, label: 'desktop' },
] as const;

export type PreviewSize = (typeof PREVIEW_SIZES)[number];

/** How long the page in a frame may take to go live before the preview says so. */
const READY_WAIT_MS = 30_000;

/** Where the frame's page is: loading, live (its document), or not previewable (why, in words). */
export type PageFrameState =
  | { status: 'loading' }
  | { status: 'ready'; doc: Document }
  | { status: 'unavailable'; why: string };

export interface PagePreviewFrameProps {
  /** The frame's accessible name, e.g. "Family Headline: variant B at 390 px". */
  title: string;
  src: string;
  size: PreviewSize;
  /** Shown after "Phone, 390 px: ", from the frame's state. */
  status: (state: PageFrameState) => ReactNode;
  /** Runs once the page is live (and again after each reload); returns its clean-up. */
  onReady?: (doc: Document) => (() => void) | undefined;
  /** Data attributes for the viewport, e.g. the arm shown, for tests. */
  marker?: Record<`data-${string}`, string>;
}

/**
 * A same-origin page scaled into a frame at one of PREVIEW_SIZES (docs/analytics-and-experiments.md, "Previews
 * of coded variants"). The page is the live app: the frame waits for it to mark itself ready (`data-nvx-ready`),
 * or a change made earlier would be undone by its first render. The frame is inert: a picture of the page nobody
 * tabs or clicks into.
 */
export function PagePreviewFrame({ title, src, size, status, onReady, marker }: PagePreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [boxRef, boxWidth] = useElementWidth<HTMLElement>(size.width === 390 ? 234 : 640);
  const [state, setState] = useState<PageFrameState>({ status: 'loading' });
  const scale = Math.min(size.width === 390 ? 0.6 : 0.5, boxWidth / size.width);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const watch = () => {
      clearInterval(timer);
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
        } else if (frameDoc.documentElement?.dataset[DOCUMENT_READY_DATASET_KEY] === DOCUMENT_READY.live) {
          clearInterval(timer);
          setState({ status: 'ready', doc: frameDoc });
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

  const doc = state.status === 'ready' ? state.doc : null;
  useEffect(() => (doc && onReady ? onReady(doc) : undefined), [doc, onReady]);

  return (
    <figure className={styles.frame} ref={boxRef} style={{ width: '100%', maxWidth: size.width * scale }}>
      <div
        className={styles.viewport}
        style={{ width: size.width * scale, height: size.height * scale }}
        data-preview-state={state.status}
        {...marker}
        inert
      >
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          width={size.width}
          height={size.height}
          tabIndex={-1}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
      <figcaption>
        {size.label === 'phone' ? 'Phone' : 'Desktop'}, {size.width} px: {status(state)}
      </figcaption>
    </figure>
  );
}
