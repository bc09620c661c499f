import { describe, expect, it } from 'vitest';
import { changeLogCells, changeLogColumns } from './change-log-row';

describe('a change-log row', () => {
  it('reads a change record under the shared columns, with no run before the first start', () => {
    const cells = changeLogCells({
      id: 3,
      experimentId: 'family_headline',
      action: 'conclude',
      actor: 'ana@novavox.test',
      reason: null,
      at: '2026-11-26T09:30:00.000Z',
      before: { status: 'not_started' },
      after: {
        status: 'concluded',
        winner: 'B',
        concludedAt: '2026-11-26T09:30:00.000Z',
        runId: null,
        startedAt: null,
      },
    });
    expect(Object.fromEntries(changeLogColumns.map((column, index) => [column, cells[index]]))).toEqual({
      experiment_id: 'family_headline',
      changed_at: '2026-11-26T09:30:00.000Z',
      actor: 'ana@novavox.test',
      action: 'conclude',
      reason: null,
      status_before: 'not_started',
      status_after: 'concluded',
      run_id: null,
    });
    expect(cells).toHaveLength(changeLogColumns.length);
  });
});
