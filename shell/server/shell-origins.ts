/**
 * The origins the shell's pages are served from, which the remotes' files answer CORS for and nginx's
 * `Access-Control-Allow-Origin` map lists: SITE_ORIGINS (comma-separated; unset or blank: the fallback, as
 * site-server-env.ts reads every variable), each trimmed, empty entries dropped.
 */
export function shellOrigins(env: NodeJS.ProcessEnv, fallback: readonly string[]): string[] {
  return (env.SITE_ORIGINS?.trim() || fallback.join(','))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}
