import { useEffect } from 'react';

/** Marks the document once React has committed: the prerendered HTML has become the live page. */
export function useMarkDocumentReady(): void {
  useEffect(() => {
    document.documentElement.dataset.nvxReady = 'true';
  }, []);
}
