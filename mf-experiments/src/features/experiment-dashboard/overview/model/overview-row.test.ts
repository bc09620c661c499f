import { describe, expect, it } from 'vitest';
import type { ExperimentAction } from '../../verdict/model/experiment-action';
import { nextAction } from './overview-row';

const line = (
  kind: ExperimentAction['kind'],
  variant: string | null = null,
  advice: string[] = [],
): ExperimentAction => ({
  kind,
  text: '',
  reason: '',
  variant,
  advice,
});
const running = {
  status: 'running',
  runId: 'r1',
  startedAt: '2026-11-20T00:00:00.000Z',
  weights: { A: 1, B: 1 },
} as const;

describe('the overview row', () => {
  it('offers only what the state allows next', () => {
    expect(nextAction({ status: 'not_started' }, line('not-started'))).toBe('Start it when ready');
    expect(nextAction(running, line('ship', 'B'))).toBe('Ship B');
    expect(nextAction(running, line('no-difference'))).toBe('Stop: ship A');
    expect(nextAction(running, line('keep-running'))).toBe('Wait: read it again tomorrow');
    expect(nextAction(running, line('keep-running', null, ['too slow']))).toBe('Rethink the plan: too slow');
    expect(
      nextAction(
        {
          status: 'concluded',
          winner: 'B',
          concludedAt: '2026-11-21T00:00:00.000Z',
          runId: 'r1',
          startedAt: '2026-11-01T00:00:00.000Z',
        },
        line('ship', 'B'),
      ),
    ).toBe('Nothing: the record is kept');
  });
});
