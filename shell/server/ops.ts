import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { apiProcessPorts } from './operations/api-process-ports';
import { findLauncherSite } from './operations/launcher-site';
import { launcherManager, type ProcessManager, supervisorManager, systemdManager } from './operations/process-managers';
import {
  deployApi,
  deployApiRelease,
  deployShell,
  deploySiteRelease,
  launcherApiPorts,
  rollingRestart,
  stopSite,
} from './operations/site-operations';
import { releasesDir } from './releases';
import { siteReleaseRoot, workspaceRoot } from './site-layout';

/**
 * `pnpm ops <command>`: the operations of docs/deploy.md.
 *   rolling-restart [--manager launcher|supervisor|systemd] [--ports 8797,8798] [--supervisor-conf FILE] [--drain-nginx]
 *   deploy-api [--build api/dist]      launcher: a new api build behind its API_DIST symlink, then a rolling restart
 *   deploy-api --release DIR [--current /opt/novavox/current]
 *                                      supervisor/systemd: `current` switched to the release, then a rolling restart
 *   deploy-shell [--build shell/dist]  launcher: a new shell build, switched with one nginx reload
 *   deploy-shell --release DIR         any site: a site release activated under SITE_RELEASE_ROOT, nginx reloaded
 *   stop                               the launcher's graceful stop
 * The manager is --manager, else $NOVAVOX_PROCESS_MANAGER, else the launcher.
 */
const USAGE = 'usage: pnpm ops rolling-restart|deploy-api|deploy-shell|stop [options] (see docs/deploy.md)';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    manager: { type: 'string', default: process.env.NOVAVOX_PROCESS_MANAGER?.trim() || 'launcher' },
    ports: { type: 'string' },
    'supervisor-conf': { type: 'string', default: '/etc/supervisor/supervisord.conf' },
    build: { type: 'string' },
    release: { type: 'string' },
    current: { type: 'string', default: '/opt/novavox/current' },
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
      if (values.manager !== 'launcher') {
        if (!values.release) throw new Error('deploy-api under supervisor or systemd needs --release DIR.');
        const manager = productionManager(values.manager ?? '');
        const current = values.current ?? '';
        return deployApiRelease({ current, release: values.release, ports: ports(values.ports), manager }, report);
      }
      await deployApi(
        await findLauncherSite(releases),
        values.build ?? join(workspaceRoot, 'api/dist'),
        { drain: values['drain-nginx'] ?? false },
        report,
      );
      return;
    case 'deploy-shell':
      if (values.release) {
        const root = siteReleaseRoot();
        if (!root) throw new Error('deploy-shell --release needs SITE_RELEASE_ROOT, the folder of site releases.');
        return deploySiteRelease(root, values.release, releases, report);
      }
      if (values.manager !== 'launcher')
        throw new Error('deploy-shell under supervisor or systemd takes a site release: --release DIR.');
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
  const read = apiProcessPorts('--ports', text);
  if ('problem' in read) throw new Error(read.problem);
  return read.ports;
}

try {
  await run(positionals[0]);
} catch (error) {
  console.error(`ops: ${errorMessage(error)}`);
  process.exit(1);
}
