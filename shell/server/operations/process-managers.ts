import { execFileSync } from 'node:child_process';
import { type LauncherSite, reloadLauncherState } from './launcher-site';

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
      for (;;) {
        const now = (await reloadLauncherState(site)).processes.find((process) => process.port === port);
        if (now?.pid && now.pid !== before.pid) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export function supervisorManager(configFile: string): ProcessManager {
  return {
    name: 'supervisord',
    async restartApi(port) {
      execFileSync('supervisorctl', ['-c', configFile, 'restart', `novavox-api:novavox-api-${port}`], {
        stdio: 'inherit',
      });
    },
  };
}

export function systemdManager(): ProcessManager {
  return {
    name: 'systemd',
    async restartApi(port) {
      execFileSync('systemctl', ['restart', `novavox-api@${port}.service`], { stdio: 'inherit' });
    },
  };
}
