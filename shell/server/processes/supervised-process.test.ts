// @vitest-environment node
import { waitFor } from '@novavox/contracts-site/wait-until';
import { afterEach, describe, expect, it } from 'vitest';
import { SupervisedProcess } from './supervised-process';

const fast = { firstDelayMs: 10, maxDelayMs: 40, stableAfterMs: 60_000 };
const running: SupervisedProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((process) => process.stop('SIGKILL')));
});

function supervise(script: string, lines: string[], pids: number[] = []): SupervisedProcess {
  const supervised = new SupervisedProcess(
    { name: 'child', command: () => ({ file: process.execPath, args: ['-e', script], env: {} }) },
    { log: (line) => lines.push(line), started: (pid) => pids.push(pid) },
    fast,
  );
  running.push(supervised);
  supervised.start();
  return supervised;
}

const until = (condition: () => boolean) =>
  waitFor(condition, { timeoutMs: 60_000, intervalMs: 10, what: `${condition.toString()}` });

describe('a supervised process', () => {
  it('is started again after a clean exit, each restart counted and logged with a growing wait', async () => {
    const lines: string[] = [];
    const supervised = supervise('process.exit(0)', lines);
    await until(() => supervised.restarts >= 4);
    expect(lines.slice(0, 4).map((line) => line.replace(/after [\d.]+ s/, 'after _ s'))).toEqual([
      'child exited (exit 0) after _ s; restart 1 in 10 ms',
      'child exited (exit 0) after _ s; restart 2 in 20 ms',
      'child exited (exit 0) after _ s; restart 3 in 40 ms',
      'child exited (exit 0) after _ s; restart 4 in 40 ms',
    ]);
  });

  it('is started again after kill -9, with a new pid', async () => {
    const lines: string[] = [];
    const pids: number[] = [];
    const supervised = supervise('setInterval(() => {}, 1000)', lines, pids);
    await until(() => pids.length === 1);
    process.kill(pids[0] as number, 'SIGKILL');
    await until(() => pids.length === 2);
    expect(supervised.restarts).toBe(1);
    expect(lines[0]).toMatch(/^child exited \(SIGKILL\)/);
    expect(pids[1]).not.toBe(pids[0]);
  });

  it('is not started again once stopped, and stop waits for its exit', async () => {
    const lines: string[] = [];
    const pids: number[] = [];
    const supervised = supervise(
      "process.on('SIGTERM', () => setTimeout(() => process.exit(0), 50)); setInterval(() => {}, 1000)",
      lines,
      pids,
    );
    await until(() => pids.length === 1);
    await supervised.stop();
    expect(() => process.kill(pids[0] as number, 0)).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pids).toHaveLength(1);
    expect(lines).toEqual([]);
  });
});
