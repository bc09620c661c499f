import { defaultExperimentStates, type ExperimentStates } from '@novavox/contracts-experiments/experiment-state';
import { describe, expect, it, vi } from 'vitest';
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

function source(fetch: ReturnType<typeof answering>) {
  let time = 0;
  const log = vi.fn();
  const states = liveExperimentStates({
    url: 'http://api.test/experiments/state',
    fallback,
    maxAgeMs: 2000,
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
});
