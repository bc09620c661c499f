import { emit } from '@novavox/contracts-runtime';
import type { ReactNode } from 'react';
import type { Analytics } from '../analytics/start-analytics';
import { usePageViews } from '../analytics/use-page-views';
import { prefetchRemote } from '../federation/load-remote-component';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { ModalHost } from './modal-host';
import { useMarkDocumentReady } from './use-mark-document-ready';
import { useScrollToHash } from './use-scroll-to-hash';
import { useScrollToTopOnNewPage } from './use-scroll-to-top-on-new-page';

let voicePrefetched = false;

/** Fetches the call UI on the first sign of intent, then lets it warm up its SDK. */
function prefetchVoice(): void {
  if (voicePrefetched) return;
  voicePrefetched = true;
  prefetchRemote('mf_voice', './CallExperience').then((loaded) => {
    if (loaded) emit({ type: 'voice/prefetch' });
    else voicePrefetched = false;
  });
}

export function RootLayout({ analytics, children }: { analytics: Analytics | null; children: ReactNode }) {
  useMarkDocumentReady();
  useScrollToTopOnNewPage();
  useScrollToHash();
  usePageViews(analytics);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader onVoiceIntent={prefetchVoice} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ModalHost />
    </>
  );
}
