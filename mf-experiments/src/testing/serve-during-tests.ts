import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Serves `server` to the calling file's tests: a request no handler answers fails the test, and the handlers a test
 * added are dropped after it.
 */
export function serveDuringTests(server: SetupServer): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
