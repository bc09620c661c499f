import { type LocalService, localOrigin } from '@novavox/contracts-site/topology';

/** The port offset this test run serves the site on (see README: running two copies side by side). */
export const portOffset = Number(process.env.NOVAVOX_PORT_OFFSET ?? 0);

export function origin(service: LocalService): string {
  return localOrigin(service, portOffset);
}
