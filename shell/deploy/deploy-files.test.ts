// @vitest-environment node
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { waitFor } from '@novavox/contracts-site/wait-until';
import { afterAll, describe, expect, it } from 'vitest';
import { supervisorManager } from '../server/operations/process-managers';
import { deployApiRelease, rollingRestart } from '../server/operations/site-operations';
import { stopChild } from '../server/processes/stop-child';
import { workspaceRoot } from '../server/site-layout';

/**
 * The production layout of docs/deploy.md, checked by the engines that run it: the systemd units by
 * `systemd-analyze verify`, the logrotate file by `logrotate -d`, and the supervisord configuration by running it:
 * two api processes under supervisord, one killed with SIGKILL and started again, then a rolling restart through
 * supervisorctl. Each file is checked as written, with the install paths (/opt/novavox, /usr/local/bin/node,
 * /var/log/novavox) moved to this checkout and a temporary folder. The programs come from Debian's packages
 * (`bash .ci/ensure-tools.sh --deploy`); a test whose program is missing is skipped, and CI installs them all.
 */
const run = promisify(execFile);
const deployDir = join(workspaceRoot, 'shell/deploy');
const has = (program: string) =>
  ['/usr/bin', '/usr/sbin', '/bin', '/sbin'].some((dir) => existsSync(join(dir, program)));
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function scratch(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'novavox-deploy-'));
  folders.push(folder);
  return folder;
}

async function installed(file: string, replacements: [string, string][]): Promise<string> {
  let text = await readFile(join(deployDir, file), 'utf8');
  for (const [from, to] of replacements) text = text.replaceAll(from, to);
  return text;
}

describe.skipIf(!has('systemd-analyze'))('the systemd units', () => {
  it('pass systemd-analyze verify, with no warning about any of them', async () => {
    const folder = await scratch();
    const units = [
      'novavox-api@.service',
      'novavox-site.service',
      'novavox.target',
      'novavox-backup.service',
      'novavox-backup.timer',
    ];
    for (const unit of units) {
      await writeFile(
        join(folder, unit),
        await installed(`systemd/${unit}`, [['/usr/local/bin/node', process.execPath]]),
      );
    }
    // A template is verified through an instance of it.
    await writeFile(join(folder, 'novavox-api@8797.service'), await readFile(join(folder, 'novavox-api@.service')));
    const files = ['novavox-api@8797.service', ...units.filter((unit) => !unit.includes('@'))].map((unit) =>
      join(folder, unit),
    );
    const result = await run('systemd-analyze', ['verify', ...files], {
      env: { ...process.env, SYSTEMD_LOG_LEVEL: 'notice' },
    });
    expect(result.stderr.split('\n').filter((line) => line.includes('novavox'))).toEqual([]);
  });
});

describe.skipIf(!has('logrotate'))('the logrotate file', () => {
  it('passes logrotate -d and rotates the api and nginx logs', async () => {
    const folder = await scratch();
    await mkdir(join(folder, 'log/nginx'), { recursive: true });
    await writeFile(join(folder, 'log/novavox-api-8797.log'), 'line\n');
    await writeFile(join(folder, 'log/nginx/access.log'), 'line\n');
    await writeFile(
      join(folder, 'novavox'),
      await installed('logrotate/novavox', [['/var/log/novavox', join(folder, 'log')]]),
    );
    const { stdout, stderr } = await run('logrotate', ['-d', '-s', join(folder, 'state'), join(folder, 'novavox')]);
    const output = `${stdout}${stderr}`;
    expect(output.split('\n').filter((line) => /error/i.test(line))).toEqual([]);
    expect(output).toContain(`considering log ${join(folder, 'log/novavox-api-8797.log')}`);
    expect(output).toContain(`considering log ${join(folder, 'log/nginx/access.log')}`);
  });
});

async function spareBasePort(): Promise<number> {
  // Two consecutive free ports on 127.0.0.1, for numprocs_start.
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await isFree(base)) && (await isFree(base + 1))) return base;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Waits for something that must happen; the bound only stops a hung run. It is wide: under supervisord each api
 * process compiles the api from source (tsx), which took more than 60 s once in a CI run with both cores busy.
 */
const until = (check: () => Promise<boolean>, what: string) => waitFor(check, { timeoutMs: 240_000, what });

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/ready`).then(
    (response) => response.ok,
    () => false,
  );

describe.skipIf(!has('supervisord'))('the supervisord configuration', () => {
  const supervisords: ChildProcess[] = [];
  afterAll(async () => {
    for (const supervisord of supervisords) await stopChild(supervisord, 'SIGTERM');
  });

  /**
   * supervisord on novavox.conf as installed, with /opt/novavox/current moved to `current` (a folder holding api/)
   * and two spare ports; resolves once both api processes are ready.
   */
  async function startSupervisord(folder: string, current: string, ports: number[]): Promise<string> {
    await mkdir(join(folder, 'log'));
    await writeFile(join(folder, 'novavox.env'), `API_DB_PATH=${join(folder, 'novavox.db')}\n`);
    // The compiled build may not exist yet (unit tests run before the build): the same server from its source.
    const program = await installed('supervisor/novavox.conf', [
      ['/usr/local/bin/node', process.execPath],
      ['/etc/novavox/novavox.env', join(folder, 'novavox.env')],
      ['--enable-source-maps dist/server.js', '--import tsx src/server.ts'],
      ['/opt/novavox/current', current],
      ['numprocs_start=8797', `numprocs_start=${ports[0]}`],
      ['/var/log/novavox', join(folder, 'log')],
      // Not root in every CI: the processes run as whoever runs the test.
      ['user=novavox\n', ''],
      ['NODE_ENV="production",', ''],
    ]);
    expect(program).toContain(`numprocs_start=${ports[0]}`);
    await writeFile(join(folder, 'novavox.conf'), program);
    const conf = join(folder, 'supervisord.conf');
    await writeFile(
      conf,
      [
        '[supervisord]',
        'nodaemon=true',
        `logfile=${join(folder, 'supervisord.log')}`,
        `pidfile=${join(folder, 'supervisord.pid')}`,
        '[unix_http_server]',
        `file=${join(folder, 'supervisor.sock')}`,
        '[rpcinterface:supervisor]',
        'supervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface',
        '[supervisorctl]',
        `serverurl=unix://${join(folder, 'supervisor.sock')}`,
        '[include]',
        `files = ${join(folder, 'novavox.conf')}`,
        '',
      ].join('\n'),
    );
    supervisords.push(spawn('supervisord', ['-c', conf], { stdio: 'ignore' }));
    for (const port of ports) await until(() => ready(port), `api process on ${port} ready`);
    return conf;
  }

  const pidOf = async (conf: string, port: number) =>
    Number((await run('supervisorctl', ['-c', conf, 'pid', `novavox-api:novavox-api-${port}`])).stdout.trim());

  it('runs the api processes, starts one killed with SIGKILL again, and restarts them one at a time', async () => {
    const folder = await scratch();
    const base = await spareBasePort();
    const ports = [base, base + 1];
    const conf = await startSupervisord(folder, workspaceRoot, ports);

    const killed = await pidOf(conf, ports[0] as number);
    expect(killed).toBeGreaterThan(0);
    process.kill(killed, 'SIGKILL');
    // The other process answers all along; the killed one is started again under a new pid.
    expect(await ready(ports[1] as number)).toBe(true);
    await until(async () => {
      const pid = await pidOf(conf, ports[0] as number).catch(() => 0);
      return pid > 0 && pid !== killed && (await ready(ports[0] as number));
    }, 'the killed process restarted');

    const before = await Promise.all(ports.map((port) => pidOf(conf, port)));
    const lines: string[] = [];
    await rollingRestart(ports, supervisorManager(conf), null, (line) => lines.push(line));
    const after = await Promise.all(ports.map((port) => pidOf(conf, port)));
    expect(after.every((pid, index) => pid > 0 && pid !== before[index])).toBe(true);
    expect(lines).toHaveLength(2);
    // The log file supervisord writes is the one logrotate rotates.
    expect(await readFile(join(folder, `log/novavox-api-${ports[0]}.log`), 'utf8')).toContain('api listening on');
  }, 600_000);

  it('deploys an api release: current switched, each process restarted from it, the other one answering', async () => {
    const folder = await scratch();
    // Two releases as docs/deploy.md lays them out, each api/ holding this checkout's api (linked, not copied).
    for (const release of ['a', 'b']) {
      const api = join(folder, 'releases', release, 'api');
      await mkdir(api, { recursive: true });
      for (const entry of ['src', 'node_modules', 'package.json', 'tsconfig.json'])
        await symlink(join(workspaceRoot, 'api', entry), join(api, entry));
    }
    await symlink(join(folder, 'releases', 'a'), join(folder, 'current'));
    const base = await spareBasePort();
    const ports = [base, base + 1];
    const conf = await startSupervisord(folder, join(folder, 'current'), ports);
    // Which release a process runs: the folder supervisord started it in (its `directory`, through current).
    const releaseOf = async (port: number) => readlink(`/proc/${await pidOf(conf, port)}/cwd`);
    expect(await Promise.all(ports.map(releaseOf))).toEqual(ports.map(() => join(folder, 'releases', 'a', 'api')));

    // A client all along: every /ready answered by one process or the other (nginx's failover, done by hand).
    let asking = true;
    let unanswered = 0;
    const client = (async () => {
      while (asking) {
        const answers = await Promise.all(ports.map(ready));
        if (!answers.some(Boolean)) unanswered += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const lines: string[] = [];
    await deployApiRelease(
      {
        current: join(folder, 'current'),
        release: join(folder, 'releases', 'b'),
        ports,
        manager: supervisorManager(conf),
      },
      (line) => lines.push(line),
    );
    asking = false;
    await client;
    expect(await Promise.all(ports.map(releaseOf))).toEqual(ports.map(() => join(folder, 'releases', 'b', 'api')));
    expect(await Promise.all(ports.map(ready))).toEqual([true, true]);
    expect(unanswered).toBe(0);
    expect(lines[0]).toBe(
      `${join(folder, 'current')} switched from ${join(folder, 'releases', 'a')} to ${join(folder, 'releases', 'b')}`,
    );
    expect(lines.slice(1).map((line) => line.replace(/ in [\d.]+ s$/, ''))).toEqual(
      ports.map((port) => `api:${port} restarted by supervisord and ready`),
    );
  }, 600_000);
});
