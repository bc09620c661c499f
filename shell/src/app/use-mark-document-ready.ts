import { useEffect } from 'react';
import { replayEarlyTap } from '../start/replay-early-tap';

/**
 * Marks the document once React has committed: the prerendered HTML has become the live page. A tap the
 * visitor made on the prerendered page is answered now.
 */
export function useMarkDocumentReady(): void {
  useEffect(() => {
    document.documentElement.dataset.nvxReady = 'true';
    replayEarlyTap();
  }, []);
}
