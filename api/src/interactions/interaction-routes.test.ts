import { parseExperimentInteractions } from '@novavox/contracts-api/experiment-interactions';
import type { CopyExperiment } from '@novavox/contracts-experiments';
import { HOUR_MS } from '@novavox/contracts-experiments/time-units';
import { describe, expect, it } from 'vitest';
import { postJson } from '../testing/start-test-server';
import { useWatchHarness, type WatchHarness } from '../testing/watch-harness';

const START = Date.parse('2026-11-02T00:00:00.000Z');

/** [first arm, second arm, visitors, converted] for the visitors of both runs. */
type Cell = readonly [string, string, number, number];

/**
 * Stores the visitors of two experiments as ingest and the sign-up credit store them: one exposure row per visitor
 * and experiment, received `at`, with the conversion day on both rows of a visitor who signed up after both.
 */
async function exposeBoth(harness: WatchHarness, first: string, second: string, cells: Cell[], at: number) {
  const iso = new Date(at).toISOString();
  const rows = cells.flatMap(([firstArm, secondArm, visitors, converted], cell) =>
    Array.from({ length: visitors }, (_, index) => {
      const visitor = `v-${second}-${iso}-${cell}-${index}`;
      const converted_on = index < converted ? iso.slice(0, 10) : null;
      const row = { visitor_id: visitor, exposed_on: iso.slice(0, 10), exposed_at: iso, converted_on };
      return [
        { ...row, experiment_id: first, variant_id: firstArm },
        { ...row, experiment_id: second, variant_id: secondArm },
      ];
    }).flat(),
  );
  for (let index = 0; index < rows.length; index += 500) {
    await harness.api.db.db
      .insertInto('experiment_exposures')
      .values(rows.slice(index, index + 500))
      .execute();
  }
}

async function interactions(harness: WatchHarness) {
  const response = await fetch(`${harness.api.url}/admin/experiments/interactions`, { headers: harness.auth });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const parsed = parseExperimentInteractions(await response.json());
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.value;
}

describe('GET /admin/experiments/interactions', () => {
  const harness = useWatchHarness(START);

  async function startTwoArmRuns() {
    await harness.change('cta_button_color', 'start', { weights: { A: 1, B: 1, C: 0, D: 0 } });
    await harness.change('cta_layout', 'start', { weights: { A: 1, B: 1, C: 0 } });
    await harness.change('subheadline', 'start', {});
    harness.advance(HOUR_MS);
  }

  /** 400 visitors of the runs in each of A/B of cta_button_color × A/B of cta_layout, sign-ups AA, AB, BA, BB. */
  async function exposeTwoByTwo([aa, ab, ba, bb]: readonly [number, number, number, number]) {
    const cells: Cell[] = [
      ['A', 'A', 400, aa],
      ['A', 'B', 400, ab],
      ['B', 'A', 400, ba],
      ['B', 'B', 400, bb],
    ];
    await exposeBoth(harness, 'cta_button_color', 'cta_layout', cells, harness.clock.now);
  }

  it('flags a pair where B of one helps only under B of the other', async () => {
    // Visitors exposed before the runs started count in no table.
    await exposeBoth(harness, 'cta_button_color', 'cta_layout', [['B', 'B', 50, 50]], START - HOUR_MS);
    await startTwoArmRuns();
    await exposeTwoByTwo([20, 20, 20, 48]);
    // subheadline meets cta_button_color on too few visitors to test.
    await exposeBoth(harness, 'cta_button_color', 'subheadline', [['A', 'C', 30, 1]], harness.clock.now);

    const answer = await interactions(harness);
    expect(answer).toMatchObject({ alpha: 0.05, minCellVisitors: 100 });
    expect(answer.pairs.map((pair) => `${pair.first} × ${pair.second} on ${pair.page}`)).toEqual([
      'cta_button_color × subheadline on /',
      'cta_button_color × cta_layout on /',
      'subheadline × cta_layout on /',
    ]);
    const [withSubheadline, meeting, notMeeting] = answer.pairs;
    // 4 × 3 arms, every cell present; only the visitors of the runs.
    expect(meeting?.cells).toHaveLength(12);
    expect(meeting?.cells.find((cell) => cell.firstArm === 'B' && cell.secondArm === 'B')).toEqual({
      firstArm: 'B',
      secondArm: 'B',
      visitors: 400,
      conversions: 48,
    });
    expect(meeting?.cells.reduce((sum, cell) => sum + cell.visitors, 0)).toBe(1600);
    // By hand (docs/statistics.md S12): θ = (48 − 20 − 20 + 20) / 400 = 0.07; the cells' variances with half a
    // conversion added, 1.212718e-4 (20 of 400) three times and 2.657983e-4 (48 of 400): χ² 0.0049 / 6.295134e-4
    // = 7.7826 on 1 df, p 0.00528 (scipy). Holm over the one pair tested leaves it as it is.
    expect(meeting?.chiSquare).toBeCloseTo(7.78255, 4);
    expect(meeting?.degreesOfFreedom).toBe(1);
    expect(meeting?.pValue).toBeCloseTo(0.0052753, 6);
    expect(meeting?.adjustedPValue).toBeCloseTo(0.0052753, 6);
    expect(meeting?.flagged).toBe(true);
    for (const untested of [withSubheadline, notMeeting]) {
      expect(untested).toMatchObject({ chiSquare: null, pValue: null, adjustedPValue: null, flagged: false });
    }
    expect(withSubheadline?.cells.find((cell) => cell.firstArm === 'A' && cell.secondArm === 'C')?.visitors).toBe(30);
  });

  it('flags nothing when each arm adds the same to the other’s effect', async () => {
    await startTwoArmRuns();
    await exposeTwoByTwo([20, 28, 28, 36]);
    const meeting = (await interactions(harness)).pairs.find(
      (pair) => pair.second === 'cta_layout' && pair.first === 'cta_button_color',
    );
    // θ = (36 − 28 − 28 + 20) / 400 = 0: χ² 0, p 1.
    expect(meeting?.chiSquare).toBeCloseTo(0, 10);
    expect(meeting?.pValue).toBeCloseTo(1, 10);
    expect(meeting?.flagged).toBe(false);
  });

  /** A created copy experiment on the landing page with two arms, started now (docs/copy-experiments.md). */
  async function startCopyExperiment(): Promise<CopyExperiment> {
    const copy = async (path: string, body: unknown) => {
      const response = await postJson(`${harness.api.url}/admin/copy/experiments${path}`, body, harness.auth);
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { experiment: CopyExperiment }).experiment;
    };
    const draft = await copy('', {
      name: 'Headline: worry or warmth',
      hypothesis: 'Naming the worry in the headline raises confirmed sign-ups.',
      variants: [
        { hero_headline: 'Peace of mind for you. A friendly daily call for Mom and Dad.' },
        { hero_headline: 'Is Mom okay today? One call a day tells you.' },
      ],
    });
    return copy(`/${draft.id}/start`, {});
  }

  it('checks a created copy experiment running on the same page as a coded one', async () => {
    await harness.change('cta_button_color', 'start', { weights: { A: 1, B: 1, C: 0, D: 0 } });
    const created = await startCopyExperiment();
    expect(created.page).toBe('/');
    harness.advance(HOUR_MS);
    // Visitors exposed before the copy run started count in no table.
    await exposeBoth(harness, 'cta_button_color', created.id, [['B', 'B', 50, 50]], START - HOUR_MS);
    await exposeBoth(
      harness,
      'cta_button_color',
      created.id,
      [
        ['A', 'A', 400, 20],
        ['A', 'B', 400, 20],
        ['B', 'A', 400, 20],
        ['B', 'B', 400, 48],
      ],
      harness.clock.now,
    );
    const answer = await interactions(harness);
    // Coded experiments first, then the created one; its arms are its own two, not a catalog's.
    expect(answer.pairs.map((pair) => `${pair.first} × ${pair.second} on ${pair.page}`)).toEqual([
      `cta_button_color × ${created.id} on /`,
    ]);
    const [pair] = answer.pairs;
    // cta_button_color's 4 arms × the created experiment's A and B.
    expect(pair?.cells.map((cell) => `${cell.firstArm}${cell.secondArm} ${cell.visitors}/${cell.conversions}`)).toEqual(
      ['AA 400/20', 'AB 400/20', 'BA 400/20', 'BB 400/48', 'CA 0/0', 'CB 0/0', 'DA 0/0', 'DB 0/0'],
    );
    // The same table as the coded pair above, by hand: θ = (48 − 20 − 20 + 20) / 400 = 0.07, χ² 7.7826 on 1 df,
    // p 0.00528 (scipy); the empty arms C and D of cta_button_color have no cells of 100 and are left out.
    expect(pair?.chiSquare).toBeCloseTo(7.78255, 4);
    expect(pair?.degreesOfFreedom).toBe(1);
    expect(pair?.pValue).toBeCloseTo(0.0052753, 6);
    expect(pair?.flagged).toBe(true);
  });

  it('drops a created copy experiment’s pair once it is stopped', async () => {
    await harness.change('cta_button_color', 'start', {});
    const first = await startCopyExperiment();
    expect((await interactions(harness)).pairs.map((pair) => pair.second)).toEqual([first.id]);
    const stopped = await postJson(
      `${harness.api.url}/admin/copy/experiments/${first.id}/stop`,
      { reason: 'done' },
      harness.auth,
    );
    expect(stopped.status, await stopped.clone().text()).toBe(201);
    harness.advance(2000);
    expect((await interactions(harness)).pairs).toEqual([]);
  });

  it('lists no pair once fewer than two experiments run, and only to the team', async () => {
    await harness.change('cta_button_color', 'start', {});
    expect((await interactions(harness)).pairs).toEqual([]);
    const signedOut = await fetch(`${harness.api.url}/admin/experiments/interactions`);
    expect(signedOut.status).toBe(401);
  });
});
