import { randomUUID } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import type { RemoteLocations } from '@novavox/contracts-site/remotes';
import { isSitePath } from '@novavox/contracts-site/routes';
import { parseRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { LOCAL_HOST, localOrigin, localShellOrigins, portOffsetFrom } from '@novavox/contracts-site/topology';
import { fillPageIslands } from './page-islands';
import { pageRequest } from './page-visitor';
import { prerenderedPages } from './prerendered-pages';
import { RELEASES_URL_PREFIX, readReleaseState, releasedLocations, releaseStateFile, releasesDir } from './releases';
import {
  liveConfigJson,
  liveCopyDocumentFromEnv,
  liveExperimentStatesFromEnv,
  remoteLocationsFromEnv,
  runtimeFileContents,
} from './runtime-files';
import { contentSecurityPolicy, policyInPage, securityHeaders } from './security-headers';
import { shellOrigins } from './shell-origins';
import { siteInstanceHeaders } from './site-instance';
import { missingBuildProblem, servedApps, siteReleaseRoot } from './site-layout';
import { releaseShellDir, servedRelease } from './site-release/served-release';
import { siteServerEnvProblems } from './site-server-env';
import { startStaticServer } from './static-server';

/**
 * Serves the production build of the shell and the four remotes, each on its own port and origin, as the
 * CDN does. /remotes.json is computed on every request from the environment and the release state, so
 * shipping or rolling back one remote (see release-remote.ts) takes effect on the next page load; /config.json
 * carries the experiment states the api serves, likewise on the next page load.
 */
// Checked before anything starts: each bad variable is one line naming it (site-server-env.ts), then exit 1.
const envProblems = siteServerEnvProblems(process.env);
if (envProblems.length > 0) {
  console.error(`Invalid site server configuration: ${envProblems.join('; ')}`);
  process.exit(1);
}
const portOffset = portOffsetFrom(process.env);
// The address every origin binds (a reverse proxy or container may need 0.0.0.0).
const host = process.env.HOST ?? LOCAL_HOST;
const releaseRoot = siteReleaseRoot(process.env);
const apps = servedApps(portOffset, releaseRoot);
const releases = releasesDir();
// Lets a test tell that the site kept running while a remote was shipped.
const siteInstance = randomUUID();

const missingBuild = missingBuildProblem(apps, releaseRoot);
if (missingBuild) {
  console.error(releaseRoot ? missingBuild : `${missingBuild} (Or use "npm run site".)`);
  process.exit(1);
}

// Served from memory, never written into dist: two copies of the site on different ports share one build.
const runtimeFiles = runtimeFileContents(process.env);
// The experiment states in it come from the api, at most two seconds old (renewed in the background while pages
// are served), so a change made on the dashboard reaches visitors within two seconds.
// The same states go into each prerendered page (its experiment state island), so the page swaps in a
// visitor's variant before its first paint and the live app, reading them from the page, agrees.
const liveStates = liveExperimentStatesFromEnv(process.env);
const liveConfig = liveConfigJson(process.env, liveStates);
// The shipped copy and running copy experiments, asked and cached the same way, go into each page's copy island.
const liveCopy = liveCopyDocumentFromEnv(process.env);
const config = parseRuntimeConfig(JSON.parse(runtimeFiles['/config.json']));
// The variables were checked above; a /config.json the pages could not read must not be served either.
if (!config.ok) {
  console.error(`Invalid site server configuration: /config.json ${config.problems.join('; ')}`);
  process.exit(1);
}
const configValue = config.value;
const baseLocations = remoteLocationsFromEnv(process.env);

const prerendered = prerenderedPages(apps.shell.dist);

/**
 * Under a site release, its remotes.json gives each remote's manifest path on its origin (the origins stay this
 * server's). The release folder is resolved once here and kept in the state, so a page and /remotes.json come from
 * the same release even while another is activated.
 */
async function releaseLocations(): Promise<{ dir: string; locations: RemoteLocations }> {
  if (!releaseRoot) return { dir: apps.shell.dist, locations: baseLocations };
  const release = await servedRelease(releaseRoot, baseLocations);
  return { dir: releaseShellDir(release.dir), locations: release.locations };
}

let liveState: {
  key: string;
  shellDir: string;
  remotes: RemoteLocations;
  remotesJson: string;
  csp: string;
} | null = null;
async function siteState() {
  const stateKey = String((await stat(releaseStateFile(releases)).catch(() => null))?.mtimeMs);
  const key = releaseRoot ? `${stateKey}:${await realpath(join(releaseRoot, 'current'))}` : stateKey;
  if (liveState?.key !== key) {
    const release = await releaseLocations();
    const remotes = releasedLocations(release.locations, await readReleaseState(releases));
    liveState = {
      key,
      shellDir: release.dir,
      remotes,
      remotesJson: `${JSON.stringify(remotes, null, 2)}\n`,
      csp: contentSecurityPolicy({ remotes, config: configValue }),
    };
  }
  return liveState;
}

const siteShellOrigins = shellOrigins(process.env, localShellOrigins(portOffset));
const remoteHeaders = securityHeaders(contentSecurityPolicy({ remotes: null, config: configValue }));

const servers: Server[] = [];
try {
  servers.push(
    await startStaticServer(
      {
        root: apps.shell.dist,
        headers: async () => ({ ...securityHeaders((await siteState()).csp), ...siteInstanceHeaders(siteInstance) }),
        pages: async (urlPath, req) => {
          const state = await siteState();
          const page = await prerendered(urlPath, state.remotes, state.shellDir);
          if (page === null) return null;
          const csp = contentSecurityPolicy({ remotes: state.remotes, config: configValue, inline: page.inline });
          // The page's variant markup depends on the query and the visitor's cookies (page-islands.ts).
          const request = pageRequest(req);
          const html = fillPageIslands(page.html, await liveStates(), request, await liveCopy());
          const inPage = policyInPage(html, csp);
          return {
            html: inPage?.html ?? html,
            headers: {
              ...securityHeaders(inPage?.header ?? csp),
              Vary: 'Cookie',
              ...(request.setCookie ? { 'Set-Cookie': request.setCookie } : {}),
            },
          };
        },
        isPage: isSitePath,
        dynamicFiles: {
          '/remotes.json': async () => (await siteState()).remotesJson,
          '/config.json': liveConfig,
          '/robots.txt': async () => runtimeFiles['/robots.txt'],
          '/sitemap.xml': async () => runtimeFiles['/sitemap.xml'],
        },
      },
      host,
      apps.shell.port,
    ),
  );
  for (const remote of apps.remotes) {
    servers.push(
      await startStaticServer(
        {
          root: remote.dist,
          corsOrigins: siteShellOrigins,
          headers: () => remoteHeaders,
          mounts: [{ prefix: RELEASES_URL_PREFIX, root: join(releases, remote.service) }],
        },
        host,
        remote.port,
      ),
    );
  }
} catch (error) {
  console.error(errorMessage(error));
  for (const server of servers) server.close();
  process.exit(1);
}

console.log(`\n  NovaVox is running at ${localOrigin('shell', portOffset)}\n`);
for (const remote of apps.remotes)
  console.log(`  ${remote.service.padEnd(15)} ${localOrigin(remote.service, portOffset)}`);
console.log(`\n  Releases: ${releases}\n  Press Ctrl-C to stop.\n`);

function stop(): void {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
