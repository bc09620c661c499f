import { nextTask } from './start/next-task';

// An async boundary: shared singletons are negotiated before any React code runs. In development the
// remotes are registered and preloaded first, which is what lets a remote's edits hot-reload in the shell.
if (process.env.NODE_ENV === 'development') {
  import('./federation/preload-remotes-for-dev')
    .then(({ preloadRemotesForDev }) => preloadRemotesForDev())
    .finally(() => import('./bootstrap'));
} else {
  void startInSteps();
}

/**
 * Evaluating a module happens in the task that imports it. Evaluating the MF runtime, react-dom and the shell's
 * own code one after another in one task blocks input on a slow phone for hundreds of milliseconds; importing
 * them in turn, each in a task of its own, keeps every task short (all are already downloading, asked for by
 * the prerendered page's start script).
 */
async function startInSteps(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
}
