import type { ExperimentStatesDocument } from '@novavox/contracts-experiments';
import { describe, expect, it } from 'vitest';
import { type ExperimentRunStarts, stateRunStarts } from './experiment-runs';

const day = (iso: string) => new Date(iso);
const firstSeen = (iso: string) => ({ startedAt: day(iso), runId: null });

function document(
  experiments: Record<string, unknown>,
): Pick<{ document(): Promise<ExperimentStatesDocument> }, 'document'> {
  return {
    document: async () =>
      ({ experiments, updatedAt: '2026-11-25T00:00:00.000Z' }) as unknown as ExperimentStatesDocument,
  };
}

describe('stateRunStarts', () => {
  const exposures: ExperimentRunStarts = new Map([
    ['family_headline', firstSeen('2026-11-01T08:00:00.000Z')],
    ['cta_layout', firstSeen('2026-11-20T08:00:00.000Z')],
    ['subheadline', firstSeen('2026-10-01T08:00:00.000Z')],
  ]);

  it('counts a run from its start, or from the first exposure when the run is dated earlier', async () => {
    const starts = await stateRunStarts(
      document({
        family_headline: { status: 'running', runId: 'r1', startedAt: '2026-11-10T00:00:00.000Z', weights: {} },
        cta_layout: {
          status: 'paused',
          runId: 'r2',
          startedAt: '1970-01-01T00:00:00.000Z',
          pausedAt: '2026-11-22T00:00:00.000Z',
          weights: {},
        },
      }),
      async () => exposures,
    );
    expect(starts.get('family_headline')).toEqual({ startedAt: day('2026-11-10T00:00:00.000Z'), runId: 'r1' });
    expect(starts.get('cta_layout')).toEqual({ startedAt: day('2026-11-20T08:00:00.000Z'), runId: 'r2' });
  });

  it('shows what was collected for an experiment nobody started, from its first exposure, and nothing without data', async () => {
    const starts = await stateRunStarts(
      document({ subheadline: { status: 'not_started' }, value_proposition: { status: 'not_started' } }),
      async () => exposures,
    );
    expect(starts.get('subheadline')).toEqual(firstSeen('2026-10-01T08:00:00.000Z'));
    expect(starts.get('value_proposition')).toBeNull();
  });
});
