import { resolve } from 'node:path';
import { remoteFolder, remoteIds } from '@novavox/contracts-site/remotes';
import { type LocalService, localPort } from '@novavox/contracts-site/topology';

/**
 * Where each app's build output is, for serving the whole site from one machine the way the CDN serves
 * it in production: every app on its own origin. The shell does not import the remotes; it only hosts
 * their built files, as a CDN would.
 */
export const workspaceRoot = resolve(import.meta.dirname, '../..');

export interface ServedApp {
  service: LocalService;
  dist: string;
  port: number;
}

export function servedApps(portOffset: number): { shell: ServedApp; remotes: ServedApp[] } {
  return {
    shell: { service: 'shell', dist: resolve(workspaceRoot, 'shell/dist'), port: localPort('shell', portOffset) },
    remotes: remoteIds.map((id) => ({
      service: id,
      dist: resolve(workspaceRoot, remoteFolder(id), 'dist'),
      port: localPort(id, portOffset),
    })),
  };
}
