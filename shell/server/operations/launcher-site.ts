import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NGINX_SITE_STATE_FILE, type NginxSiteInputs, refreshNginxSite, siteInputsFile } from '../nginx/nginx-site';
import { type LauncherState, readLauncherState } from '../processes/launcher-state';

/**
 * The site `pnpm run serve:nginx` runs, found as the release tool finds it: the releases folder names the nginx
 * prefix, which holds the launcher's state (launcher.json) and the inputs of the nginx site (site-inputs.json).
 */
export interface LauncherSite {
  releasesDir: string;
  prefix: string;
  launcher: LauncherState;
}

export async function findLauncherSite(releasesDir: string): Promise<LauncherSite> {
  const pointer = await readFile(join(releasesDir, NGINX_SITE_STATE_FILE), 'utf8').catch(() => null);
  if (pointer === null) throw new Error(`No site is running (no ${NGINX_SITE_STATE_FILE} in ${releasesDir}).`);
  const { prefix } = JSON.parse(pointer) as { prefix: string };
  const launcher = await readLauncherState(prefix);
  if (launcher === null) throw new Error(`The site in ${prefix} has no launcher state: was it started by serve:nginx?`);
  return { releasesDir, prefix, launcher };
}

export async function readSiteInputs(site: LauncherSite): Promise<NginxSiteInputs> {
  return JSON.parse(await readFile(siteInputsFile(site.prefix), 'utf8')) as NginxSiteInputs;
}

/** Rewrites the nginx site from its saved inputs, changed by `change`, and reloads nginx gracefully. */
export async function reconfigureNginx(
  site: LauncherSite,
  change: (inputs: NginxSiteInputs) => NginxSiteInputs,
): Promise<void> {
  const file = siteInputsFile(site.prefix);
  const inputs = JSON.parse(await readFile(file, 'utf8')) as NginxSiteInputs;
  await writeFile(file, `${JSON.stringify(change(inputs))}\n`, { mode: 0o600 });
  if (!(await refreshNginxSite(site.releasesDir))) throw new Error('nginx is not running: nothing to reload.');
}

export async function reloadLauncherState(site: LauncherSite): Promise<LauncherState> {
  const state = await readLauncherState(site.prefix);
  if (state === null) throw new Error(`The launcher state in ${site.prefix} is gone: the site stopped.`);
  return state;
}
