import { defaultExperimentStates, type ExperimentStates } from '@novavox/contracts-experiments/experiment-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveExperimentStates } from './live-experiment-states';

const fallback = defaultExperimentStates(false);
const started: ExperimentStates = {
  ...fallback,
  family_headline: {
    status: 'running',
    runId: 'run-1',
    startedAt: '2026-11-25T10:00:00.000Z',
    weights: { A: 1, B: 1, C: 1, D: 1, E: 1, F: 1 },
  },
};
const shipped: ExperimentStates = {
  ...fallback,
  family_headline: {
    status: 'concluded',
    winner: 'B',
    concludedAt: '2026-11-25T11:00:00.000Z',
    runId: 'run-1',
    startedAt: '2026-11-25T10:00:00.000Z',
  },
};

function answering(...answers: (ExperimentStates | 'down' | 'garbage')[]) {
  return vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === 'down') throw new TypeError('fetch failed');
    if (answer === 'garbage') return Response.json({ experiments: { family_headline: { status: 'won' } } });
    return Response.json({ experiments: answer, updatedAt: '2026-11-25T10:00:00.000Z' });
  });
}

function source(fetch: ReturnType<typeof answering>, keepFreshForMs = 0) {
  let time = 0;
  const log = vi.fn();
  const states = liveExperimentStates({
    url: 'http://api.test/experiments/state',
    fallback,
    maxAgeMs: 2000,
    keepFreshForMs,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => time,
    log,
  });
  return { states, log, advance: (ms: number) => (time += ms) };
}

describe('liveExperimentStates', () => {
  it("serves the api's states, asks again after the cache age, and shares one request between callers", async () => {
    const fetch = answering(started, shipped);
    const { states, advance } = source(fetch);
    const [first, second] = await Promise.all([states(), states()]);
    expect(first).toEqual(started);
    expect(second).toEqual(started);
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1999);
    expect(await states()).toEqual(started);
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await states()).toEqual(shipped);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('serves the default until the api answers, then the last known states while it is down, and says so once', async () => {
    const fetch = answering('down', started, 'down', 'garbage', 'down');
    const { states, log, advance } = source(fetch);
    expect(await states()).toEqual(fallback);
    // A failure is reused for the cache age too, so a down api does not slow every page.
    expect(await states()).toEqual(fallback);
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(2000);
    expect(await states()).toEqual(started);
    for (let round = 0; round < 3; round++) {
      advance(2000);
      expect(await states()).toEqual(started);
    }
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'Experiment states: http://api.test/experiments/state failed (fetch failed); serving the site-wide default.',
      'Experiment states: http://api.test/experiments/state answers again.',
      'Experiment states: http://api.test/experiments/state failed (fetch failed); serving the last known states.',
    ]);
  });

  describe('while pages keep asking', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('renews the states before they expire, so a page never waits for the api, and stops when pages stop', async () => {
      let answer: (states: ExperimentStates) => void = () => {};
      const fetch = vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = (states) => resolve(Response.json({ experiments: states, updatedAt: '2026-11-25T10:00:00.000Z' }));
          }),
      );
      const { states, advance } = source(fetch, 10_000);
      const first = states();
      answer(started);
      expect(await first).toEqual(started);

      // At three quarters of the cache age the api is asked again; a page meanwhile gets the known states at once.
      advance(1500);
      await vi.advanceTimersByTimeAsync(1500);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(await states()).toEqual(started);
      answer(shipped);
      await vi.advanceTimersByTimeAsync(0);
      advance(1000);
      // 2.5 s after the first answer, past its cache age: the renewed answer is served without a request.
      expect(await states()).toEqual(shipped);
      expect(fetch).toHaveBeenCalledTimes(2);

      // No page for longer than keepFreshForMs: the renewals stop, and the next page asks and waits.
      for (let step = 0; step < 10; step++) {
        advance(1500);
        await vi.advanceTimersByTimeAsync(1500);
        answer(shipped);
        await vi.advanceTimersByTimeAsync(0);
      }
      const asked = fetch.mock.calls.length;
      expect(asked).toBeLessThan(2 + 10);
      advance(30_000);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(fetch).toHaveBeenCalledTimes(asked);
      const late = states();
      expect(fetch).toHaveBeenCalledTimes(asked + 1);
      answer(started);
      expect(await late).toEqual(started);
    });
  });
});
