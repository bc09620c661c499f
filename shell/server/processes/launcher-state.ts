import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { atomicWrite } from '../atomic-files';

/**
 * What the test launcher tells the operations commands (shell/server/operations/) and a metrics scraper, written
 * into its nginx prefix after every start or restart of a process: launcher.json (its pid and each process's pid,
 * port and restarts) and launcher.prom, the restarts as a Prometheus text file (node_exporter's textfile
 * collector format), since the restarts happen outside every api process and no api can count them.
 */
export const LAUNCHER_STATE_FILE = 'launcher.json';
export const LAUNCHER_METRICS_FILE = 'launcher.prom';

export interface LauncherProcess {
  name: string;
  /** The api process's port; null for nginx. */
  port: number | null;
  pid: number | null;
  restarts: number;
}

export interface LauncherState {
  pid: number;
  /** API_DIST: the api build each start runs (a symlink when deploys switch it). */
  apiDist: string;
  processes: LauncherProcess[];
}

export async function writeLauncherState(prefix: string, state: LauncherState): Promise<void> {
  await atomicWrite(join(prefix, LAUNCHER_STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
  await atomicWrite(join(prefix, LAUNCHER_METRICS_FILE), launcherMetrics(state));
}

export async function readLauncherState(prefix: string): Promise<LauncherState | null> {
  const text = await readFile(join(prefix, LAUNCHER_STATE_FILE), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as LauncherState);
}

export function launcherMetrics(state: LauncherState): string {
  return [
    '# HELP novavox_launcher_process_restarts_total Starts of a process after it exited, since the launcher began.',
    '# TYPE novavox_launcher_process_restarts_total counter',
    ...state.processes.map(
      (process) => `novavox_launcher_process_restarts_total{process="${process.name}"} ${process.restarts}`,
    ),
    '',
  ].join('\n');
}
