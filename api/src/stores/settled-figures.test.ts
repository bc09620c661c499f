import { describe, expect, it } from 'vitest';
import type { DayRange } from '../stats/day-range';
import type { ExperimentFigures } from './experiment-figures';
import { createSettledFigures } from './settled-figures';

const NOW = Date.parse('2026-11-25T12:00:00Z');
/** 48 hours of trusted client clocks and two days more: 2026-11-21 is the last settled day at NOW. */
const LAST_SETTLED = '2026-11-21';

/** A reader that records what it was asked for and answers one view per call, on the range's first day. */
function recordingReader() {
  const calls: string[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const read = async (range: DayRange, after?: string): Promise<ExperimentFigures> => {
    calls.push(`${range.from}..${range.to}${after ? ` after ${after}` : ''}`);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    const day = after ?? range.from;
    return {
      variants: [{ experimentId: 'cta_layout', variantId: 'A', views: calls.length, conversions: 0 }],
      daily: [{ experimentId: 'cta_layout', variantId: 'A', day, views: calls.length, conversions: 0 }],
      firstSeen: new Map([['cta_layout', `${day}T00:00:00.000Z`]]),
    };
  };
  return {
    read,
    calls,
    holdNextRead: () => {
      hold = true;
    },
    finishHeldRead: () => {
      hold = false;
      release?.();
    },
  };
}

describe('createSettledFigures', () => {
  it('reads the settled days of a range once, and the days after them on every read', async () => {
    const reader = recordingReader();
    const settled = createSettledFigures(reader.read, () => NOW);
    const range = { from: '2026-08-28', to: '2026-11-25' };
    const first = await settled.read(range);
    await settled.read(range);
    await settled.read(range);
    expect(reader.calls).toEqual([
      `2026-08-28..${LAST_SETTLED}`,
      `2026-08-28..2026-11-25 after ${LAST_SETTLED}`,
      `2026-08-28..2026-11-25 after ${LAST_SETTLED}`,
      `2026-08-28..2026-11-25 after ${LAST_SETTLED}`,
    ]);
    // The two parts added up: views, days (oldest first) and the earliest first exposure.
    expect(first.variants).toEqual([{ experimentId: 'cta_layout', variantId: 'A', views: 3, conversions: 0 }]);
    expect(first.daily.map((day) => day.day)).toEqual(['2026-08-28', LAST_SETTLED]);
    expect(first.firstSeen.get('cta_layout')).toBe('2026-08-28T00:00:00.000Z');
  });

  it('keeps a range that lies wholly in the settled days, and never one of the last days', async () => {
    const reader = recordingReader();
    const settled = createSettledFigures(reader.read, () => NOW);
    await settled.read({ from: '2026-10-01', to: '2026-10-31' });
    await settled.read({ from: '2026-10-01', to: '2026-10-31' });
    await settled.read({ from: '2026-11-23', to: '2026-11-25' });
    await settled.read({ from: '2026-11-23', to: '2026-11-25' });
    expect(reader.calls).toEqual(['2026-10-01..2026-10-31', '2026-11-23..2026-11-25', '2026-11-23..2026-11-25']);
  });

  it('drops what it kept when ingest writes a settled day, and keeps it for a write to the last days', async () => {
    const reader = recordingReader();
    const settled = createSettledFigures(reader.read, () => NOW);
    const range = { from: '2026-10-01', to: '2026-10-31' };
    await settled.read(range);
    settled.written('2026-11-24');
    await settled.read(range);
    expect(reader.calls).toHaveLength(1);
    settled.written(LAST_SETTLED);
    await settled.read(range);
    expect(reader.calls).toHaveLength(2);
  });

  it('keeps nothing from a read during which a settled day was written', async () => {
    const reader = recordingReader();
    const settled = createSettledFigures(reader.read, () => NOW);
    const range = { from: '2026-10-01', to: '2026-10-31' };
    reader.holdNextRead();
    const underWay = settled.read(range);
    // Committed while the read ran (PostgreSQL runs them side by side): the read may not have seen it.
    settled.written('2026-10-15');
    reader.finishHeldRead();
    await underWay;
    await settled.read(range);
    expect(reader.calls).toEqual(['2026-10-01..2026-10-31', '2026-10-01..2026-10-31']);
  });

  it('moves the settled days on as time passes', async () => {
    const reader = recordingReader();
    let now = NOW;
    const settled = createSettledFigures(reader.read, () => now);
    const range = { from: '2026-10-01', to: '2026-11-25' };
    await settled.read(range);
    now += 24 * 60 * 60 * 1000;
    await settled.read({ from: '2026-10-01', to: '2026-11-26' });
    expect(reader.calls).toEqual([
      `2026-10-01..${LAST_SETTLED}`,
      `2026-10-01..2026-11-25 after ${LAST_SETTLED}`,
      '2026-10-01..2026-11-22',
      '2026-10-01..2026-11-26 after 2026-11-22',
    ]);
  });
});
