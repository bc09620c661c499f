import { type LocalService, localOrigin } from '@novavox/contracts-site/topology';

/** The port offset this test run serves the site on (see README: running two copies side by side). */
export const portOffset = Number(process.env.NOVAVOX_PORT_OFFSET ?? 0);

/** The https leg (playwright.nginx.config.ts) serves every origin over https on the same ports. */
export function origin(service: LocalService): string {
  const local = localOrigin(service, portOffset);
  return process.env.E2E_SCHEME === 'https' ? local.replace(/^http:/, 'https:') : local;
}
