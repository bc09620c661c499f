import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { parseRemoteLocations, type RemoteLocations } from '@novavox/shared-contracts/remotes';
import { parseRuntimeConfig, portOffsetFrom, type RuntimeConfig } from '@novavox/shared-contracts/runtime-config';
import { LOCAL_HOST, localOrigin } from '@novavox/shared-contracts/topology';
import { runtimeFileContents } from './runtime-files';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { servedApps } from './site-layout';
import { startStaticServer } from './static-server';

/**
 * Serves the production build of the shell and the four remotes, each on its own port and origin.
 * The runtime files are written from the environment at start and re-read on every request for the
 * CSP, so an edit of remotes.json takes effect on the next page load.
 */
const portOffset = portOffsetFrom(process.env);
const apps = servedApps(portOffset);

for (const app of [apps.shell, ...apps.remotes]) {
  if (!existsSync(join(app.dist, 'index.html'))) {
    console.error(`No build found in ${app.dist}. Run "pnpm build" first (or use "npm run site").`);
    process.exit(1);
  }
}

const runtimeFiles = runtimeFileContents(process.env);
for (const [name, contents] of Object.entries(runtimeFiles)) await writeFile(join(apps.shell.dist, name), contents);

async function readJsonIfValid<T>(
  file: string,
  parse: (value: unknown) => { ok: boolean; value?: T },
): Promise<T | null> {
  try {
    const parsed = parse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.ok ? (parsed.value ?? null) : null;
  } catch {
    return null;
  }
}

let cspCache: { key: string; csp: string } | null = null;
async function shellHeaders(): Promise<Record<string, string>> {
  const remotesFile = join(apps.shell.dist, 'remotes.json');
  const configFile = join(apps.shell.dist, 'config.json');
  const key = `${(await stat(remotesFile).catch(() => null))?.mtimeMs}:${(await stat(configFile).catch(() => null))?.mtimeMs}`;
  if (cspCache?.key !== key) {
    const remotes = await readJsonIfValid<RemoteLocations>(remotesFile, parseRemoteLocations);
    const config = await readJsonIfValid<RuntimeConfig>(configFile, parseRuntimeConfig);
    cspCache = { key, csp: contentSecurityPolicy({ remotes, config }) };
  }
  return securityHeaders(cspCache.csp);
}

const shellOrigins = (
  process.env.SITE_ORIGINS ?? `${localOrigin('shell', portOffset)},http://localhost:${apps.shell.port}`
)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const config = parseRuntimeConfig(JSON.parse(runtimeFiles['/config.json']));
const remoteHeaders = securityHeaders(
  contentSecurityPolicy({ remotes: null, config: config.ok ? config.value : null }),
);

const servers: Server[] = [];
try {
  servers.push(await startStaticServer({ root: apps.shell.dist, headers: shellHeaders }, LOCAL_HOST, apps.shell.port));
  for (const remote of apps.remotes) {
    servers.push(
      await startStaticServer(
        { root: remote.dist, corsOrigins: shellOrigins, headers: () => remoteHeaders },
        LOCAL_HOST,
        remote.port,
      ),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const server of servers) server.close();
  process.exit(1);
}

console.log(`\n  NovaVox is running at ${localOrigin('shell', portOffset)}\n`);
for (const remote of apps.remotes)
  console.log(`  ${remote.service.padEnd(15)} ${localOrigin(remote.service, portOffset)}`);
console.log('\n  Press Ctrl-C to stop.\n');

function stop(): void {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
