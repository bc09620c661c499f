import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { answersOk, waitUntil } from '@novavox/contracts-site/wait-until';

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
  if (await waitUntil(() => answersOk(`${shellOrigin}/remotes.json`), { timeoutMs: 30_000, intervalMs: 200 })) return;
  throw new Error(`The site did not start on ${shellOrigin} for prerendering.`);
}
