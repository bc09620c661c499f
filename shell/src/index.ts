// An async boundary: shared singletons are negotiated before any React code runs. In development the
// remotes are registered and preloaded first, which is what lets a remote's edits hot-reload in the shell.
if (process.env.NODE_ENV === 'development') {
  import('./federation/preload-remotes-for-dev')
    .then(({ preloadRemotesForDev }) => preloadRemotesForDev())
    .finally(() => import('./bootstrap'));
} else {
  // Evaluating the MF runtime is one long task on a slow phone; starting the app in the next task keeps
  // the two from adding up to one that blocks input.
  setTimeout(() => import('./bootstrap'), 0);
}
