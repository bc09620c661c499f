import { execFile } from 'node:child_process';
import { waitUntil } from '@novavox/contracts-site/wait-until';
import { type LauncherSite, reloadLauncherState } from './launcher-site';

/** Runs a command line of a process manager; a test records them instead (systemd cannot run in CI). */
export type RunCommand = (file: string, args: readonly string[]) => Promise<void>;

export const runCommand: RunCommand = (file, args) =>
  new Promise((resolve, reject) => {
    const child = execFile(file, args, (error) =>
      error ? reject(new Error(`${file} ${args.join(' ')}: ${error.message}`)) : resolve(),
    );
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  });

/**
 * Who restarts an api process for the operations commands: the test launcher (its process is sent SIGTERM, and the
 * launcher starts it again), supervisord (`supervisorctl restart`) or systemd (`systemctl restart`), with the
 * program and unit names of shell/deploy/. Each resolves once the new process has been started; the caller then
 * waits for its /ready.
 */
export interface ProcessManager {
  name: string;
  restartApi(port: number): Promise<void>;
}

export function launcherManager(site: LauncherSite): ProcessManager {
  return {
    name: 'launcher',
    async restartApi(port) {
      const before = (await reloadLauncherState(site)).processes.find((process) => process.port === port);
      if (!before?.pid) throw new Error(`The launcher runs no api process on port ${port}.`);
      process.kill(before.pid, 'SIGTERM');
      // The launcher starts the process again at once; this waits, without a bound, until its new pid is listed.
      await waitUntil(
        async () => {
          const now = (await reloadLauncherState(site)).processes.find((process) => process.port === port);
          return Boolean(now?.pid && now.pid !== before.pid);
        },
        { timeoutMs: Number.POSITIVE_INFINITY, intervalMs: 50 },
      );
    },
  };
}

/** `supervisorctl restart`: it stops the process (SIGTERM, it drains) and starts it again from its `directory`. */
export function supervisorManager(configFile: string, run: RunCommand = runCommand): ProcessManager {
  return {
    name: 'supervisord',
    restartApi: (port) => run('supervisorctl', ['-c', configFile, 'restart', `novavox-api:novavox-api-${port}`]),
  };
}

/** `systemctl restart` of the unit instance; its WorkingDirectory is resolved again at the start. */
export function systemdManager(run: RunCommand = runCommand): ProcessManager {
  return {
    name: 'systemd',
    restartApi: (port) => run('systemctl', ['restart', `novavox-api@${port}.service`]),
  };
}
