import { DEFAULT_RUN_ID } from '@novavox/contracts-experiments';
import { describe, expect, it } from 'vitest';
import {
  changeSummary,
  formatPlan,
  formatShare,
  formatWeights,
  planPercent,
  stateHeadline,
  stateWord,
  visitorsGet,
} from './experiment-state-words';

describe('experiment state in words', () => {
  it('names each state as visitors get it', () => {
    expect(stateHeadline({ status: 'not_started' })).toBe('Not started');
    const run = { runId: 'r1', startedAt: '2026-11-03T23:59:00.000Z', weights: { A: 1, B: 2, C: 1 } };
    expect(stateHeadline({ status: 'running', ...run })).toBe(
      'Running since 3 Nov 2026 with weights A 25%, B 50%, C 25%',
    );
    expect(stateHeadline({ status: 'running', ...run, runId: DEFAULT_RUN_ID })).toBe(
      'Running (site-wide default) with weights A 25%, B 50%, C 25%',
    );
    expect(stateHeadline({ status: 'paused', ...run, pausedAt: '2026-11-20T08:00:00.000Z' })).toBe(
      'Paused since 20 Nov 2026',
    );
    const shipped = {
      status: 'concluded',
      winner: 'C',
      concludedAt: '2026-12-01T00:00:00.000Z',
      runId: null,
      startedAt: null,
    } as const;
    expect(stateHeadline(shipped)).toBe('Shipped C to everyone');
    expect(visitorsGet(shipped)).toBe('Every visitor sees C since 1 Dec 2026; nothing is logged.');
  });

  it('shows shares of visitors from relative weights', () => {
    // 1/3 = 33.33…% → one decimal; whole shares without one.
    expect(formatWeights({ A: 1, B: 1, C: 1 })).toBe('A 33.3%, B 33.3%, C 33.3%');
    expect(formatWeights({ A: 0, B: 5 })).toBe('A 0%, B 100%');
    // The run archive writes an arm's stored share the same way: 100/6 → 16.7%.
    expect(formatShare(100 / 6)).toBe('16.7%');
    expect(formatShare(25)).toBe('25%');
  });

  it("writes a plan's rates in percent, two decimals at most, as a marketer types them", () => {
    expect(planPercent(0.05)).toBe(5);
    expect(planPercent(0.125)).toBe(12.5);
    expect(planPercent(0.0125)).toBe(1.25);
    expect(planPercent(1 / 30)).toBe(3.33);
    expect(formatPlan({ baselineRate: 0.03, minimumDetectableEffect: 0.1 })).toBe('+10% on 3%');
    expect(formatPlan({ baselineRate: 0.025, minimumDetectableEffect: 0.0125 })).toBe('+1.25% on 2.5%');
  });

  it('says in the history what an end date will do, in the words the card uses', () => {
    const run = {
      status: 'running',
      runId: 'r1',
      startedAt: '2026-11-03T09:00:00.000Z',
      weights: { A: 1, B: 1 },
    } as const;
    const schedule = (end?: { at: string; action: 'stop' | 'ship_winner' | 'notify' }) =>
      changeSummary({
        id: 7,
        experimentId: 'cta_layout',
        action: 'schedule',
        actor: 'ada@novavox.test',
        reason: null,
        at: '2026-11-20T10:00:00.000Z',
        before: run,
        after: end ? { ...run, end } : run,
      });
    expect(schedule({ at: '2026-12-12T09:00:00.000Z', action: 'ship_winner' })).toBe(
      'end date set to 12 Dec 2026, then ship the winner, else stop and keep A',
    );
    expect(schedule({ at: '2026-12-12T09:00:00.000Z', action: 'notify' })).toBe(
      'end date set to 12 Dec 2026, then notify the team only',
    );
    expect(schedule()).toBe('end date cleared');
  });
});

describe('the state in a word', () => {
  it('is the overview column and the card line of a paused or shipped experiment', () => {
    expect(stateWord({ status: 'not_started' })).toBe('Not started');
    expect(
      stateWord({ status: 'running', runId: 'r1', startedAt: '2026-11-01T00:00:00.000Z', weights: { A: 1 } }),
    ).toBe('Running');
    expect(
      stateWord({
        status: 'paused',
        runId: 'r1',
        startedAt: '2026-11-01T00:00:00.000Z',
        weights: { A: 1, B: 1 },
        pausedAt: '2026-11-02T00:00:00.000Z',
      }),
    ).toBe('Paused');
    expect(
      stateWord({
        status: 'concluded',
        winner: 'C',
        concludedAt: '2026-11-03T00:00:00.000Z',
        runId: null,
        startedAt: null,
      }),
    ).toBe('Shipped C');
    expect(stateWord(undefined)).toBe('—');
  });
});
