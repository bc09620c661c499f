// An async boundary: shared singletons are negotiated before any React code runs. In development the
// remotes are registered and preloaded first, which is what lets a remote's edits hot-reload in the shell.
if (process.env.NODE_ENV === 'development') {
  import('./federation/preload-remotes-for-dev')
    .then(({ preloadRemotesForDev }) => preloadRemotesForDev())
    .finally(() => import('./bootstrap'));
} else {
  import('./bootstrap');
}
