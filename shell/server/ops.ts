import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findLauncherSite } from './operations/launcher-site';
import { launcherManager, type ProcessManager, supervisorManager, systemdManager } from './operations/process-managers';
import { deployApi, deployShell, launcherApiPorts, rollingRestart, stopSite } from './operations/site-operations';
import { releasesDir } from './releases';
import { workspaceRoot } from './site-layout';

/**
 * `pnpm ops <command>`: the operations of docs/deploy.md.
 *   rolling-restart [--manager launcher|supervisor|systemd] [--ports 8797,8798] [--supervisor-conf FILE] [--drain-nginx]
 *   deploy-api [--build api/dist]      a new api build behind the launcher's API_DIST symlink, then a rolling restart
 *   deploy-shell [--build shell/dist]  a new shell build, switched with one nginx reload
 *   stop                               the launcher's graceful stop
 */
const USAGE = 'usage: pnpm ops rolling-restart|deploy-api|deploy-shell|stop [options] (see docs/deploy.md)';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    manager: { type: 'string', default: 'launcher' },
    ports: { type: 'string' },
    'supervisor-conf': { type: 'string', default: '/etc/supervisor/supervisord.conf' },
    build: { type: 'string' },
    'drain-nginx': { type: 'boolean', default: false },
  },
});
const report = (line: string) => console.log(`ops: ${line}`);
const releases = releasesDir();

async function run(command: string | undefined): Promise<void> {
  switch (command) {
    case 'rolling-restart': {
      if (values.manager === 'launcher') {
        const site = await findLauncherSite(releases);
        return rollingRestart(
          launcherApiPorts(site),
          launcherManager(site),
          values['drain-nginx'] ? site : null,
          report,
        );
      }
      const manager = productionManager(values.manager ?? '');
      return rollingRestart(ports(values.ports), manager, null, report);
    }
    case 'deploy-api':
      await deployApi(
        await findLauncherSite(releases),
        values.build ?? join(workspaceRoot, 'api/dist'),
        { drain: values['drain-nginx'] ?? false },
        report,
      );
      return;
    case 'deploy-shell':
      await deployShell(
        await findLauncherSite(releases),
        values.build ?? join(workspaceRoot, 'shell/dist'),
        join(workspaceRoot, 'shell/deploys'),
        report,
      );
      return;
    case 'stop':
      return stopSite(await findLauncherSite(releases), report);
    default:
      throw new Error(USAGE);
  }
}

function productionManager(name: string): ProcessManager {
  if (name === 'supervisor') return supervisorManager(values['supervisor-conf'] ?? '');
  if (name === 'systemd') return systemdManager();
  throw new Error(`--manager must be launcher, supervisor or systemd, not "${name}".`);
}

function ports(text: string | undefined): number[] {
  const list = (text ?? '8797,8798').split(',').map((part) => Number(part.trim()));
  if (list.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    throw new Error(`--ports must be a comma-separated list of ports, not "${text}".`);
  }
  return list;
}

try {
  await run(positionals[0]);
} catch (error) {
  console.error(`ops: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
