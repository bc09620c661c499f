import type { ChildProcess } from 'node:child_process';

/**
 * Sends `signal` to a child that still runs and waits until it has exited (nginx finishes its open requests on
 * SIGQUIT; supervisord stops its programs on SIGTERM). Nothing for a child already gone, or none.
 */
export async function stopChild(child: ChildProcess | undefined | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
