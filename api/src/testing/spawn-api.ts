import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface SpawnedApi {
  child: ChildProcess;
  url: string;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `src/server.ts` as its own process on an ephemeral port of 127.0.0.1 and resolves with its URL. `folder`
 * runs another copy of the api (the bench compares against an earlier one checked out elsewhere); `args` runs
 * another entry (the compiled build).
 */
export function spawnApi(
  env: Record<string, string>,
  folder: string = apiDir,
  args: readonly string[] = ['--import', 'tsx', 'src/server.ts'],
): Promise<SpawnedApi> {
  const child = spawn(process.execPath, args, {
    cwd: folder,
    env: { PATH: process.env.PATH, API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    const onData = (chunk: Buffer) => {
      // Once listening, the output is only drained (the api logs every request; a full pipe would block it).
      if (listening) return;
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        listening = true;
        output = '';
        resolve({
          child,
          url: match[1],
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    if (process.env.SPAWN_API_DEBUG) child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`api exited (${code}) before listening:\n${output}`)));
  });
}
