import { useEffect } from 'react';
import { announceValuesTypedBeforeLive, enablePrerenderedSubmits } from '../start/adopt-prerendered-controls';
import { replayEarlyTap } from '../start/replay-early-tap';

/**
 * Marks the document once React has committed: the prerendered HTML has become the live page. Its forms
 * can submit now, the live form state learns what the visitor typed before, and a tap the visitor made on
 * the prerendered page is answered.
 */
export function useMarkDocumentReady(): void {
  useEffect(() => {
    document.documentElement.dataset.nvxReady = 'true';
    const root = document.getElementById('root');
    if (root) {
      enablePrerenderedSubmits(root);
      announceValuesTypedBeforeLive(root);
    }
    replayEarlyTap(root);
  }, []);
}
