import { EXPERIMENT_WATCH_ACTOR } from '@novavox/contracts-api/experiment-watch';
import type { ExperimentChangeRecord } from '@novavox/contracts-experiments';
import { describe, expect, it } from 'vitest';
import { guardrailTakeOuts, overrideWeights } from './guardrail-take-outs';

const figures =
  'Contact messages sent: C 2.0% (42/2,100) vs A 4.0% (84/2,100), difference −2.00 points, always-valid interval [−3.91, −0.09] at α 0.00625';
const started = {
  status: 'running',
  runId: 'run-1',
  startedAt: '2026-11-01T00:00:00.000Z',
  weights: { A: 1, B: 1, C: 1 },
} as const;
const takenOut = { ...started, runId: 'run-2', startedAt: '2026-11-08T00:00:00.000Z', weights: { A: 1, B: 1, C: 0 } };

const record = (over: Partial<ExperimentChangeRecord>): ExperimentChangeRecord => ({
  id: 2,
  experimentId: 'cta_layout',
  action: 'weights',
  actor: EXPERIMENT_WATCH_ACTOR,
  reason: `Guardrail tripped: ${figures}`,
  at: '2026-11-08T00:00:00.000Z',
  before: started,
  after: takenOut,
  ...over,
});

describe('the guardrail take-outs read from the history', () => {
  it('finds the arm the watch set to 0, with the figures of its history entry', () => {
    const start = record({ id: 1, action: 'start', actor: 'marketer@novavox.test', reason: null, after: started });
    expect(guardrailTakeOuts([start, record({})])).toEqual([
      {
        changeId: 2,
        at: '2026-11-08T00:00:00.000Z',
        arms: ['C'],
        figures,
        runId: 'run-2',
        weightsBefore: { A: 1, B: 1, C: 1 },
      },
    ]);
  });

  it("ignores a person's weights change and the watch's other changes", () => {
    expect(guardrailTakeOuts([record({ actor: 'marketer@novavox.test' })])).toEqual([]);
    expect(guardrailTakeOuts([record({ reason: 'End date 2026-12-01: notify the team' })])).toEqual([]);
    expect(guardrailTakeOuts([record({ action: 'schedule' })])).toEqual([]);
  });

  it('overrides by giving the arm its weight back, only while the run the watch began is current', () => {
    const [takeOut] = guardrailTakeOuts([record({})]);
    if (!takeOut) throw new Error('no take-out');
    expect(overrideWeights(takeOut, takenOut)).toEqual({ A: 1, B: 1, C: 1 });
    expect(overrideWeights(takeOut, { ...takenOut, weights: { A: 3, B: 1, C: 0 } })).toEqual({ A: 3, B: 1, C: 1 });
    expect(overrideWeights(takeOut, { ...takenOut, runId: 'run-3' })).toBeNull();
    expect(
      overrideWeights(takeOut, { status: 'concluded', winner: 'A', concludedAt: 'x', runId: null, startedAt: null }),
    ).toBeNull();
  });
});
