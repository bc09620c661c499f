// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { type IncomingMessage, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { remoteFolder, remoteIds } from '@novavox/contracts-site/remotes';
import { type LocalService, localPort } from '@novavox/contracts-site/topology';
import { waitFor, waitUntil } from '@novavox/contracts-site/wait-until';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxBinary } from './nginx/edge-env';
import { workspaceRoot } from './site-layout';
import { activateRelease, makeSiteRelease } from './site-release/site-releases';

/**
 * Ctrl-C in the terminal running `pnpm run serve:nginx`: the terminal sends SIGINT to its whole foreground process
 * group. The launcher must still stop in its order (nginx SIGQUIT, finishing the requests in flight, then the api
 * SIGTERM), so nginx and the api may not take that SIGINT themselves. The launcher runs for real, from a small site
 * release (no build needed) and the api from its source, and a sign-up is in flight through nginx when the group
 * is sent SIGINT: its body's second half is sent after, and it must still be stored and answered.
 */
const NGINX = nginxBinary(process.env);
let scratch = '';
let launcher: ChildProcess | null = null;

afterAll(async () => {
  if (launcher?.pid && launcher.exitCode === null && launcher.signalCode === null) {
    const exited = once(launcher, 'exit');
    process.kill(-launcher.pid, 'SIGTERM');
    await exited;
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const services: LocalService[] = ['shell', ...remoteIds, 'api'];

/** A port offset whose every fixed port (each origin's, and the two api processes') is free on 127.0.0.1. */
async function spareOffset(): Promise<number> {
  for (;;) {
    const offset = 20_000 + Math.floor(Math.random() * 20_000);
    const ports = [
      ...services.map((service) => localPort(service, offset)),
      ...[10, 11].map((n) => localPort('api', offset) + n),
    ];
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return offset;
  }
}

/** The smallest site release the launcher serves: each app's index.html, and each remote's manifest. */
async function smallRelease(): Promise<string> {
  const built = join(scratch, 'built');
  await mkdir(join(built, 'shell'), { recursive: true });
  await writeFile(join(built, 'shell', 'index.html'), '<!doctype html><title>NovaVox</title><div id="root"></div>\n');
  for (const id of remoteIds) {
    await mkdir(join(built, remoteFolder(id)), { recursive: true });
    await writeFile(join(built, remoteFolder(id), 'index.html'), '<!doctype html><title>remote</title>\n');
    await writeFile(join(built, remoteFolder(id), 'mf-manifest.json'), JSON.stringify({ id }));
  }
  const { dir } = await makeSiteRelease({
    parts: [
      { from: join(built, 'shell'), to: 'shell' },
      ...remoteIds.map((id) => ({ from: join(built, remoteFolder(id)), to: `remotes/${remoteFolder(id)}` })),
    ],
    files: { 'remotes.json': JSON.stringify(Object.fromEntries(remoteIds.map((id) => [id, '/mf-manifest.json']))) },
    outDir: join(scratch, 'out'),
    version: '1.0.1',
    commit: 'c0ffee'.repeat(7),
  });
  return dir;
}

/** serve:nginx as a terminal runs it: the leader of a process group, which a Ctrl-C signals as a whole. */
async function startLauncher(root: string) {
  const offset = await spareOffset();
  const child = spawn(process.execPath, [join(workspaceRoot, 'shell/server/serve-nginx.ts')], {
    // The api's folder: `--import tsx` resolves from here, for the launcher and the api alike.
    cwd: join(workspaceRoot, 'api'),
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: '--import tsx',
      NOVAVOX_PORT_OFFSET: String(offset),
      SITE_RELEASE_ROOT: root,
      RELEASES_DIR: join(scratch, 'remote-releases'),
      API_DIST: join(scratch, 'api-dist'),
      API_DB_PATH: join(scratch, 'novavox.db'),
      NGINX_LOG_DIR: join(scratch, 'nginx-logs'),
      NGINX_EDGE_LIMITS: 'off',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '', includes: (part: string) => output.text.includes(part) };
  const collect = (chunk: Buffer) => {
    output.text += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitFor(() => output.includes('NovaVox is running behind nginx'), {
    timeoutMs: 120_000,
    what: () => `serve:nginx starting (its output:\n${output.text})`,
    cancelled: () => child.exitCode !== null,
  });
  return { child, offset, output };
}

/** The site and the api from its source: a small site release, and api/src/server.ts behind API_DIST. */
async function prepareSite(): Promise<string> {
  scratch = await mkdtemp(join(tmpdir(), 'novavox-serve-nginx-'));
  const root = join(scratch, 'site');
  await activateRelease(root, await smallRelease());
  // Run with tsx (NODE_OPTIONS, inherited by the api).
  await mkdir(join(scratch, 'api-dist'));
  await symlink(join(workspaceRoot, 'api/src/server.ts'), join(scratch, 'api-dist', 'server.js'));
  return root;
}

/** Running, not a zombie (a container's PID 1 may never reap the orphans it inherits). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

describe.skipIf(!existsSync(NGINX))('serve:nginx on Ctrl-C', () => {
  it('stops in order when its whole process group gets SIGINT: a request in flight through nginx is answered', async () => {
    const root = await prepareSite();
    const { child, offset, output } = await startLauncher(root);
    launcher = child;
    const exited = once(child, 'exit');
    const body = JSON.stringify({
      firstName: 'Control',
      lastName: 'C',
      email: 'ctrl-c@example.com',
      source: 'shutdown',
      consentVersion: WAITLIST_CONSENT.version,
    });
    const inFlight = request({
      host: '127.0.0.1',
      port: localPort('api', offset),
      path: '/forms/waitlist',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = once(inFlight, 'response');
    inFlight.write(body.slice(0, 20));
    await once(inFlight, 'socket');
    // nginx has the request (its first part) once a request after it on another connection was answered.
    expect((await fetch(`http://127.0.0.1:${localPort('api', offset)}/health`)).status).toBe(200);

    // Ctrl-C: SIGINT to every process of the terminal's foreground group.
    process.kill(-(child.pid as number), 'SIGINT');
    await waitFor(() => output.includes('launcher: stopping'), {
      timeoutMs: 60_000,
      intervalMs: 20,
      what: 'the launcher stopping',
    });
    // Time for a fast shutdown to have cut the connection, had nginx taken the SIGINT.
    await new Promise((resolve) => setTimeout(resolve, 500));
    inFlight.end(body.slice(20));
    const [response] = (await answered) as [IncomingMessage];
    let text = '';
    for await (const chunk of response) text += chunk;
    expect({ status: response.statusCode, text }).toEqual({ status: 201, text: '{"ok":true}' });

    const [code] = await exited;
    expect(code).toBe(0);
  }, 180_000);

  it('leaves no process behind when the launcher and its group are killed with SIGKILL', async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
    const root = await prepareSite();
    const { child } = await startLauncher(root);
    launcher = child;
    const { prefix } = JSON.parse(await readFile(join(scratch, 'remote-releases', 'nginx-site.json'), 'utf8'));
    const state = JSON.parse(await readFile(join(prefix, 'launcher.json'), 'utf8')) as { processes: { pid: number }[] };
    const pids = state.processes.map((process) => process.pid);
    expect(pids).toHaveLength(3);
    const exited = once(child, 'exit');
    // As Playwright's webServer stops a command given no graceful shutdown.
    process.kill(-(child.pid as number), 'SIGKILL');
    await exited;
    await waitUntil(async () => !pids.some(alive), { timeoutMs: 30_000, intervalMs: 100 });
    expect(pids.filter(alive)).toEqual([]);
    await rm(prefix, { recursive: true, force: true });
  }, 180_000);
});
