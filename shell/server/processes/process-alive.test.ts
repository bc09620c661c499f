// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isRunning } from './process-alive';

describe('isRunning', () => {
  it('is true for this process', () => {
    expect(isRunning(process.pid)).toBe(true);
  });

  it('is false once a child has exited', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    expect(child.pid).toBeGreaterThan(0);
    expect(isRunning(child.pid ?? 0)).toBe(false);
  });

  it.each([0, -1, Number.NaN, 1.5])('is false for an id that names no one process: %s', (pid) => {
    expect(isRunning(pid)).toBe(false);
  });
});
