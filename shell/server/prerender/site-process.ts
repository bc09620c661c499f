import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The compiled site server (`pnpm build` builds it first) on its own port offset, composed from what is live:
 * the plain builds, or the shipped release of a remote. It sends no analytics events.
 */
export function startSite(serverDist: string, portOffset: number, releasesDir: string): ChildProcess {
  return spawn(process.execPath, [join(serverDist, 'serve-site.js')], {
    env: {
      ...process.env,
      NOVAVOX_PORT_OFFSET: String(portOffset),
      RELEASES_DIR: releasesDir,
      PUBLIC_EVENTS_ENDPOINT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the shell answers /remotes.json; throws after 30 s. */
export async function waitForSite(shellOrigin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${shellOrigin}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not start on ${shellOrigin} for prerendering.`);
}
