// @vitest-environment node
import { mkdir, mkdtemp, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { supervisorManager, systemdManager } from './process-managers';
import { deployApiRelease, rollingRestart } from './site-operations';

/**
 * The command lines the operations run under systemd, which cannot run as init here (docs/deploy.md, "What CI
 * verifies"): recorded instead of run. supervisord's are run for real in shell/deploy/deploy-files.test.ts. The two
 * api processes are stand-ins that answer /ready, which is all the rolling restart waits for between them.
 */
const servers: Server[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) server.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function readyProcess(): Promise<number> {
  const server = createServer((_req, res) => res.end('ready'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function recorder() {
  const commands: string[] = [];
  return {
    commands,
    run: async (file: string, args: readonly string[]) => void commands.push([file, ...args].join(' ')),
  };
}

describe('the process managers', () => {
  it('restart each api unit with systemctl, one at a time, in the order given', async () => {
    const ports = [await readyProcess(), await readyProcess()];
    const { commands, run } = recorder();
    const lines: string[] = [];
    await rollingRestart(ports, systemdManager(run), null, (line) => lines.push(line));
    expect(commands).toEqual([
      `systemctl restart novavox-api@${ports[0]}.service`,
      `systemctl restart novavox-api@${ports[1]}.service`,
    ]);
    expect(lines[0]).toMatch(new RegExp(`^api:${ports[0]} restarted by systemd and ready in \\d+\\.\\d s$`));
  });

  it('deploy an api release by switching current, then restarting each process through the manager', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'novavox-ops-'));
    folders.push(folder);
    for (const release of ['a', 'b']) {
      await mkdir(join(folder, 'releases', release, 'api'), { recursive: true });
      await writeFile(join(folder, 'releases', release, 'api', 'package.json'), '{}');
    }
    const current = join(folder, 'current');
    await symlink(join(folder, 'releases', 'a'), current);
    const ports = [await readyProcess(), await readyProcess()];
    const { commands, run } = recorder();
    // Each restart must see the new target already: record where current points at that moment.
    const seen: string[] = [];
    const manager = systemdManager(async (file, args) => {
      seen.push(await readlink(current));
      await run(file, args);
    });
    await deployApiRelease({ current, release: join(folder, 'releases', 'b'), ports, manager }, () => {});
    expect(await readlink(current)).toBe(join(folder, 'releases', 'b'));
    expect(seen).toEqual([join(folder, 'releases', 'b'), join(folder, 'releases', 'b')]);
    expect(commands).toEqual(ports.map((port) => `systemctl restart novavox-api@${port}.service`));

    const supervised = recorder();
    await deployApiRelease(
      {
        current,
        release: join(folder, 'releases', 'a'),
        ports,
        manager: supervisorManager('/etc/supervisor/supervisord.conf', supervised.run),
      },
      () => {},
    );
    expect(supervised.commands).toEqual(
      ports.map((port) => `supervisorctl -c /etc/supervisor/supervisord.conf restart novavox-api:novavox-api-${port}`),
    );
    expect(await readlink(current)).toBe(join(folder, 'releases', 'a'));
  });

  it('refuses a folder that holds no api, and changes nothing', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'novavox-ops-'));
    folders.push(folder);
    await mkdir(join(folder, 'releases', 'a', 'api'), { recursive: true });
    await writeFile(join(folder, 'releases', 'a', 'api', 'package.json'), '{}');
    await symlink(join(folder, 'releases', 'a'), join(folder, 'current'));
    const { commands, run } = recorder();
    await expect(
      deployApiRelease(
        {
          current: join(folder, 'current'),
          release: join(folder, 'nothing'),
          ports: [1],
          manager: systemdManager(run),
        },
        () => {},
      ),
    ).rejects.toThrow(`${join(folder, 'nothing')} holds no api (no api/package.json)`);
    expect(await readlink(join(folder, 'current'))).toBe(join(folder, 'releases', 'a'));
    expect(commands).toEqual([]);
  });
});
