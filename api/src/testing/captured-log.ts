import { Writable } from 'node:stream';
import { createApiLogger } from '../observability/api-logger';

/**
 * An api logger at `info` whose lines a test reads back, each parsed as JSON (a line that is not JSON fails the
 * test).
 */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: createApiLogger('info', stream) };
}
