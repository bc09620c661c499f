import type { ApiLogger } from '../observability/api-logger';

/**
 * Work a route starts after its answer is decided, so the answer's timing does not depend on it (the team's
 * sign-in answers listed and unlisted addresses alike). Failures are logged; `settled` lets a stopping process
 * finish what it started before the database closes.
 */
export interface BackgroundWork {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended. */
  settled(): Promise<void>;
}

export function createBackgroundWork(log: ApiLogger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'Background work failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
