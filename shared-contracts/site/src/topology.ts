import { type RemoteId, remoteIds, remoteRegistry } from './remote-registry';

export { type RemoteId, remoteIds } from './remote-registry';

/**
 * Where each part of the site listens when everything runs on one machine. Production moves the remotes
 * by editing remotes.json, never by changing these numbers.
 */
export type LocalService = 'shell' | RemoteId | 'api';

/** The remotes' ports come from the registry, so a new remote needs no entry here. */
export const localPorts: Readonly<Record<LocalService, number>> = {
  shell: 3000,
  ...(Object.fromEntries(remoteIds.map((id) => [id, remoteRegistry[id].port])) as Record<RemoteId, number>),
  api: 8787,
};

export const LOCAL_HOST = '127.0.0.1';

/**
 * Every local port shifted by one offset, so that two copies of the site (two developers' test runs on
 * one machine) can run side by side. Built bundles hold no ports, so this needs no rebuild.
 */
export function localPort(service: LocalService, offset = 0): number {
  return localPorts[service] + offset;
}

export function localOrigin(service: LocalService, offset = 0): string {
  return `http://${LOCAL_HOST}:${localPort(service, offset)}`;
}

/** The dev-server settings of a locally served app: loopback only, a fixed port, and CORS for the shell. */
export function localServerOptions(service: LocalService) {
  return {
    host: LOCAL_HOST,
    port: localPorts[service],
    strictPort: true,
    cors: { origin: '*' },
  } as const;
}

/**
 * The port offset a page served on this machine was started with, read from its own address: a remote's
 * standalone page has no server-side config, so this is how it finds the api of the same copy of the site.
 * Anything that is not one of our local ports (another host, a default port) means no offset.
 */
export function portOffsetOfPage(service: LocalService, page: { hostname: string; port: string }): number {
  return page.hostname === LOCAL_HOST ? usablePortOffset(Number(page.port) - localPorts[service]) : 0;
}

/** An offset that keeps every local port valid, else none: a bad value never moves the site off its ports. */
export function usablePortOffset(offset: number): number {
  return Number.isInteger(offset) && offset >= 0 && offset < 60000 ? offset : 0;
}

export type RuntimeEnv = Readonly<Record<string, string | undefined>>;

/** The largest NOVAVOX_PORT_OFFSET: every local port, and the api processes behind nginx at +10…, stay valid. */
export const MAX_PORT_OFFSET = 65535 - Math.max(...Object.values(localPorts)) - 100;

/** Null for a usable NOVAVOX_PORT_OFFSET (unset or blank is 0), else the rule it breaks. */
export function portOffsetProblem(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || (/^\d{1,5}$/.test(text) && Number(text) <= MAX_PORT_OFFSET)
    ? null
    : `must be a whole number from 0 to ${MAX_PORT_OFFSET} (got "${value}")`;
}

/**
 * NOVAVOX_PORT_OFFSET shifts every local port by one number, for the servers and the api alike. A bad value
 * throws, naming the variable: read silently as 0, it put a second copy of the site on the first one's ports.
 */
export function portOffsetFrom(env: RuntimeEnv): number {
  const problem = portOffsetProblem(env.NOVAVOX_PORT_OFFSET);
  if (problem !== null) throw new Error(`NOVAVOX_PORT_OFFSET ${problem}`);
  return Number(env.NOVAVOX_PORT_OFFSET?.trim() || 0);
}

/**
 * The browser origins of one local copy of the site: the shell (by address and as localhost) and each
 * remote's standalone page, which posts forms and events from its own origin. The api allows these by
 * default (CORS), so it needs the topology only, never the front end's build code.
 */
export function localSiteOrigins(offset = 0): string[] {
  return [...localShellOrigins(offset), ...remoteIds.map((remote) => localOrigin(remote, offset))];
}

/** The shell's browser origins on one machine: by address and as localhost (the remotes answer CORS for both). */
export function localShellOrigins(offset = 0): string[] {
  const shell = localOrigin('shell', offset);
  return [shell, shell.replace(LOCAL_HOST, 'localhost')];
}
