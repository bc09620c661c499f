import '@novavox/contracts-ui/design-tokens.css';
import './app/global.css';
import { browserExperimentEnvironment } from '@novavox/contracts-experiments/experiment-rules';
import { DOCUMENT_READY, DOCUMENT_READY_DATASET_KEY } from '@novavox/contracts-site/prerendered-page/early-tap';
import {
  PRERENDERED_HEAD_ATTRIBUTE,
  PRERENDERED_ROOT_ATTRIBUTE,
} from '@novavox/contracts-site/prerendered-page/page-marks';
import type { RemoteId, ScreenOf } from '@novavox/contracts-site/remotes';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { startAnalytics } from './analytics/start-analytics';
import { App } from './app/app';
import { carryOverPrerenderedInput } from './app/carry-over-prerendered-input';
import { matchRoute } from './app/match-route';
import { trackCopyImpressions } from './config/copy-impressions';
import { loadRuntimeFiles } from './config/load-runtime-files';
import { withPageExperimentStates } from './config/page-experiment-states';
import { withPageSlotCopy } from './config/page-slot-copy';
import {
  prefetchRemote,
  preloadExpose,
  RemoteLoadError,
  setRemoteLoadTimeout,
} from './federation/load-remote-component';
import { registerSiteRemotes } from './federation/remote-registry';
import { pageCopyDocument } from './start/first-frame-copy';
import { nextTask } from './start/next-task';
import { hasEarlyTap } from './start/replay-early-tap';
import { restStylesheetsLoaded } from './start/rest-stylesheets';
import { keepVisitorIdWithServer } from './start/visitor-id-cookie';

const rootOptions: RootOptions = {
  // A remote that failed to load is handled by its boundary, which logs it as a warning; anything else
  // an error boundary catches is a real bug and is reported as an error.
  onCaughtError: (error) => {
    if (!(error instanceof RemoteLoadError)) console.error(error);
  },
  // A hydration mismatch: React renders that part afresh (the page still works, as before hydration was
  // used), but the prerendered markup and the first render disagree, which is a bug to fix. A remote that
  // failed (down, refused) while its prerendered screen was adopted is no bug: its boundary shows the fallback
  // and has logged why.
  onRecoverableError: (error) => {
    const cause = error instanceof Error ? error.cause : undefined;
    if (error instanceof RemoteLoadError || cause instanceof RemoteLoadError) return;
    console.error('Recovered from', error);
  },
};

/** Each step below runs in a task of its own (nextTask), so that none blocks a visitor's tap for long. */
async function start(container: HTMLElement): Promise<void> {
  const loaded = await loadRuntimeFiles();
  await nextTask();
  if (!loaded.ok) {
    // Only a broken deployment shows this screen, so its code stays out of every visitor's first load.
    const { ConfigErrorScreen } = await import('./config/config-error-screen');
    createRoot(container, rootOptions).render(<ConfigErrorScreen errors={loaded.errors} />);
    return;
  }
  setRemoteLoadTimeout(loaded.files.config.remoteLoadTimeoutMs);
  registerSiteRemotes(loaded.files.remotes);
  if (hasEarlyTap()) prefetchEarlyTapDialogs();
  if (container.getAttribute(PRERENDERED_ROOT_ATTRIBUTE)) carryOverPrerenderedInput(container);
  // The page's own remote, and the rest of its inline stylesheets (linked by the start script), before React
  // takes the page over: anything it opens from then on is styled.
  await Promise.all([preloadPrerenderedRoute(container), restStylesheetsLoaded(document)]);
  await nextTask();
  // Before anything reads the visitor id: a page without the inline script still adopts the id it was served for.
  keepVisitorIdWithServer(browserExperimentEnvironment());
  const config = withPageSlotCopy(
    withPageExperimentStates(loaded.files.config, document),
    document,
    browserExperimentEnvironment(),
  );
  const analytics = startAnalytics(config);
  // Created copy experiments on screen are counted as coded ones are (docs/copy-experiments.md).
  trackCopyImpressions(pageCopyDocument(document), document, browserExperimentEnvironment());
  await nextTask();
  removeStaticHeadTags();
  const app = (
    <StrictMode>
      <App config={config} analytics={analytics} />
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (outside one, React hydrates and renders the first time in one task).
  startTransition(() => {
    if (container.getAttribute(PRERENDERED_ROOT_ATTRIBUTE)) adoptPrerenderedPage(container, app);
    else createRoot(container, rootOptions).render(app);
  });
}

/**
 * React adopts the prerendered DOM (hydration) rather than rendering it again: the first commit only
 * attaches handlers, so the page is neither laid out nor painted a second time. From here on React answers
 * a tap itself (it hydrates at once what was tapped), so the start script stops keeping taps.
 */
function adoptPrerenderedPage(container: HTMLElement, app: ReactNode): void {
  document.documentElement.dataset[DOCUMENT_READY_DATASET_KEY] = DOCUMENT_READY.hydrating;
  hydrateRoot(container, app, rootOptions);
}

/**
 * A tap before the page was live is most likely on a call or waitlist button: their dialogs' code is asked for
 * now, alongside the page's own, so the dialog can open as soon as the page is live.
 */
function prefetchEarlyTapDialogs(): void {
  void prefetchRemote('mf_voice', './CallExperience');
  void prefetchRemote('mf_marketing', './WaitlistModal');
}

function preloadScreen<R extends RemoteId>(remote: R, expose: ScreenOf<R>): Promise<void> {
  return preloadExpose(remote, expose);
}

/**
 * A prerendered page already shows its first screen. Loading its remote before React's first commit lets
 * that commit produce the same markup at once, so the swap from static HTML to the live page neither
 * flashes a loading state nor shifts the layout. The prerendered head tags make way for React's own.
 */
async function preloadPrerenderedRoute(container: HTMLElement): Promise<void> {
  if (!container.getAttribute(PRERENDERED_ROOT_ATTRIBUTE)) return;
  const match = matchRoute(window.location.pathname);
  if (match.kind === 'site') await preloadScreen(match.route.remote, match.route.expose);
}

/** React renders each route's <title> and meta tags; the static ones would otherwise stand beside them. */
function removeStaticHeadTags(): void {
  for (const tag of document.head.querySelectorAll(`title, [${PRERENDERED_HEAD_ATTRIBUTE}]`)) tag.remove();
}

const container = document.getElementById('root');
if (container) void start(container);
