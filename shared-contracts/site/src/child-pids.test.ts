// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { childPids, parentPid } from './child-pids';

describe('parentPid', () => {
  it('reads the fourth field, after a command name that holds spaces and parentheses', () => {
    expect(parentPid('4242 (nginx) S 4100 4242 4242 0 -1 4194560')).toBe(4100);
    expect(parentPid('77 (my (odd) name) R 1 77 77 0 -1')).toBe(1);
  });
});

describe.runIf(existsSync('/proc'))('childPids', () => {
  it('lists a running child of this process, and no longer once it has exited', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      expect(await childPids(process.pid)).toContain(child.pid);
    } finally {
      child.kill();
      await once(child, 'exit');
    }
    expect(await childPids(process.pid)).not.toContain(child.pid);
  });
});
