import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@novavox/contracts-site/free-port';

/** A throwaway PostgreSQL server in a temporary folder, listening on 127.0.0.1 only. */
export interface PostgresCluster {
  /** Superuser URL of the `postgres` database (trust authentication, loopback only). */
  url: string;
  port: number;
  /** The server's log (`pg_ctl -l`), removed with the cluster by stop(). */
  logFile: string;
  /** `pg_ctl stop -m fast` (what an operator's restart does: sessions are ended with 57P01), keeping the data. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port and data. */
  resume(): Promise<void>;
  stop(): void;
}

/** The folder of Debian's PostgreSQL client and server programs (pg_dump, pg_restore, pg_ctl …). */
export function postgresBinDir(): string {
  return binDir();
}

/** Debian's postgresql package puts its server programs here, not on PATH. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      "PostgreSQL's server programs were not found under /usr/lib/postgresql: install Debian's postgresql package (bash .ci/ensure-tools.sh --postgres).",
    );
  }
  return join(root, newest, 'bin');
}

/**
 * initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` user, which owns the folder.
 * `pg_ctl -l` sends the server's output to a log file, so the server does not hold the caller's pipes open.
 * `durable: false` turns fsync off, which tests can afford and benchmarks must not.
 */
export async function startPostgresCluster(
  options: { durable?: boolean; settings?: string[] } = {},
): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'novavox-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = join(bin, program);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    ...(options.durable === false ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ];
  const startArgs = ['-D', data, '-l', join(dir, 'server.log'), '-o', settings.join(' '), '-w', '-t', '60', 'start'];
  run('pg_ctl', startArgs);
  // Without blocking the caller's event loop: a test keeps its load running while the server stops and starts.
  const runAsync = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = join(bin, program);
      const [file, fileArgs]: [string, string[]] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
        : [command, args];
      execFile(file, fileArgs, (error) => (error ? reject(error) : resolve()));
    });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    logFile: join(dir, 'server.log'),
    pause: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    resume: () => runAsync('pg_ctl', startArgs),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        // Already stopped (a test paused it and failed before resuming) is fine; anything else is not.
        if (
          !/is not running|No such file|PID file .* does not exist/i.test(
            String((error as { stderr?: unknown }).stderr),
          )
        ) {
          throw error;
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
