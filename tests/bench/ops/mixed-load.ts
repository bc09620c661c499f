import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';

/**
 * The operations bench's traffic through nginx: workers that each send, in turn, a page GET on the shell's
 * origin, an event batch (202 from the api) and a waitlist sign-up (201), as fast as they are answered. Each event
 * and sign-up carries a name of its own, so that what the api acknowledged can be looked up in the database
 * afterwards. Once the site is being stopped on purpose (`stopping()`), a request sent after that moment and
 * turned away without an answer (connection refused, or an idle connection nginx closed as it quit) is counted
 * apart from a failure; every other answer that is not the expected one, before or after, is a failure.
 */
export interface LoadTargets {
  shell: string;
  api: string;
  /** Names this run's events and sign-ups, e.g. "kill-9". */
  tag: string;
}

export interface LoadResult {
  sent: number;
  failed: number;
  refused: number;
  /** The first few failures, to explain a non-zero count. */
  failures: string[];
  acknowledgedEvents: Set<string>;
  acknowledgedSignUps: Set<string>;
}

export function startLoad(
  targets: LoadTargets,
  workers: number,
): { stopping: () => void; stop: () => Promise<LoadResult> } {
  const result: LoadResult = {
    sent: 0,
    failed: 0,
    refused: 0,
    failures: [],
    acknowledgedEvents: new Set(),
    acknowledgedSignUps: new Set(),
  };
  let running = true;
  let stoppingAt = Number.POSITIVE_INFINITY;
  let counter = 0;
  const headers = { 'Content-Type': 'application/json', Origin: targets.shell };

  async function one(kind: number): Promise<void> {
    counter += 1;
    const id = `${targets.tag}-${counter}`;
    result.sent += 1;
    const sentAt = Date.now();
    try {
      if (kind === 0) {
        const response = await fetch(`${targets.shell}/`);
        await response.arrayBuffer();
        if (response.status !== 200) return fail(`GET / ${response.status}`);
      } else if (kind === 1) {
        const path = `/bench/${id}`;
        const response = await fetch(`${targets.api}/events`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ events: [{ name: 'page_view', page_path: path }] }),
        });
        const body = await response.text();
        if (response.status !== 202) return fail(`POST /events ${response.status} ${body.slice(0, 120)}`);
        result.acknowledgedEvents.add(path);
      } else {
        const email = `${id}@bench.example.com`;
        const response = await fetch(`${targets.api}/forms/waitlist`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            firstName: 'Ops',
            lastName: 'Bench',
            email,
            source: 'ops-bench',
            consentVersion: WAITLIST_CONSENT.version,
          }),
        });
        const body = await response.text();
        if (response.status !== 201) return fail(`POST /forms/waitlist ${response.status} ${body.slice(0, 120)}`);
        result.acknowledgedSignUps.add(email);
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code === 'ECONNREFUSED' || sentAt >= stoppingAt) {
        result.refused += 1;
        // Nothing listens: wait a little rather than spin.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return;
      }
      fail(
        `${kind === 0 ? 'GET /' : kind === 1 ? 'POST /events' : 'POST /forms/waitlist'}: ${cause?.code ?? ''} ${cause?.message ?? String(error)}`,
      );
    }
  }

  function fail(reason: string): void {
    result.failed += 1;
    if (result.failures.length < 5) result.failures.push(reason);
  }

  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let turn = worker; running; turn += 1) await one(turn % 3);
  });
  return {
    stopping: () => {
      stoppingAt = Date.now();
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}
