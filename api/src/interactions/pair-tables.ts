import type { ExperimentInteraction } from '@novavox/contracts-api/experiment-interactions';
import { experimentIds, isAnyExperimentId, isExperimentId, runArms } from '@novavox/contracts-experiments';
import { type InteractionTable, pairInteractions } from '@novavox/experiment-stats';
import { sql } from 'kysely';
import type { AppKysely } from '../db/database-schema';
import { key } from '../stores/key-order';
import type { RunningExperiments } from '../stores/metric-credit';
import { EXPERIMENT_PAGES } from './experiment-pages';

interface CellRow {
  first: string;
  second: string;
  first_arm: string;
  second_arm: string;
  /** Counts: bigint on PostgreSQL (read as a string), a number on SQLite. */
  visitors: number | string;
  conversions: number | string;
}

/**
 * Visitors exposed to both experiments of each pair within both current runs (exposed at or after each run's start,
 * as the run counters count them: docs/analytics-and-experiments.md, "Runs"), by the pair's two arms, and those of
 * them credited a sign-up by both experiments (a conversion after both exposures). One pass over the exposures,
 * which are keyed by visitor: each visitor's rows are side by side. Each pair comes in both orders (ordering ids in
 * SQL would follow PostgreSQL's collation); the caller reads the one it needs.
 */
export async function readPairCells(db: AppKysely, running: RunningExperiments): Promise<CellRow[]> {
  const runs = [...running].map(([id, state]) => ({ id, startedAt: state.startedAt }));
  if (runs.length < 2) return [];
  return db
    .selectFrom('experiment_exposures as x')
    .innerJoin('experiment_exposures as y', (join) =>
      join.onRef('y.visitor_id', '=', 'x.visitor_id').onRef('y.experiment_id', '<>', 'x.experiment_id'),
    )
    .select((eb) => [
      'x.experiment_id as first',
      'y.experiment_id as second',
      'x.variant_id as first_arm',
      'y.variant_id as second_arm',
      eb.fn.countAll<number | string>().as('visitors'),
      sql<
        number | string
      >`SUM(CASE WHEN x.converted_on IS NOT NULL AND y.converted_on IS NOT NULL THEN 1 ELSE 0 END)`.as('conversions'),
    ])
    .where((eb) =>
      eb.or(runs.map((run) => eb.and([eb('x.experiment_id', '=', run.id), eb('x.exposed_at', '>=', run.startedAt)]))),
    )
    .where((eb) =>
      eb.or(runs.map((run) => eb.and([eb('y.experiment_id', '=', run.id), eb('y.exposed_at', '>=', run.startedAt)]))),
    )
    .groupBy(['x.experiment_id', 'y.experiment_id', 'x.variant_id', 'y.variant_id'])
    .execute();
}

/**
 * Every pair of running experiments on one page, coded ones in catalog order then created copy experiments in the
 * order they started, with its table over both runs' arms (zero where nobody came) and the interaction check,
 * Holm-corrected over the pairs tested (docs/statistics.md S12).
 */
export async function experimentInteractions(
  db: AppKysely,
  running: RunningExperiments,
): Promise<ExperimentInteraction[]> {
  const rows = await readPairCells(db, running);
  const counted = new Map(
    rows.map((row) => [
      key(row.first, row.second, row.first_arm, row.second_arm),
      { visitors: Number(row.visitors), conversions: Number(row.conversions) },
    ]),
  );
  const pages = await experimentPages(db, running);
  const live = [...pages.keys()];
  const pairs: { pair: { first: string; second: string; page: string }; table: InteractionTable }[] = [];
  for (const [index, first] of live.entries()) {
    for (const second of live.slice(index + 1)) {
      const page = pages.get(first);
      if (page === undefined || page !== pages.get(second)) continue;
      const rowArms = armsOf(running, first);
      const columnArms = armsOf(running, second);
      const cells = rowArms.map((firstArm) =>
        columnArms.map(
          (secondArm) => counted.get(key(first, second, firstArm, secondArm)) ?? { visitors: 0, conversions: 0 },
        ),
      );
      pairs.push({ pair: { first, second, page }, table: { rowArms, columnArms, cells } });
    }
  }
  return pairInteractions(pairs).map(({ pair, test, adjustedPValue, flagged }, index) => {
    const table = pairs[index]?.table;
    return {
      ...pair,
      cells: (table?.cells ?? []).flatMap((row, i) =>
        row.map((cell, j) => ({
          firstArm: table?.rowArms[i] ?? '',
          secondArm: table?.columnArms[j] ?? '',
          ...cell,
        })),
      ),
      chiSquare: test?.chiSquare ?? null,
      degreesOfFreedom: test?.degreesOfFreedom ?? null,
      pValue: test ? Math.min(1, Math.max(0, test.pValue)) : null,
      adjustedPValue,
      flagged,
    };
  });
}

/** A run's arms: the catalog's for a coded experiment, its own for a created one (runArms). */
function armsOf(running: RunningExperiments, id: string): string[] {
  const state = running.get(id);
  return state && isAnyExperimentId(id) ? runArms(id, state.weights) : [];
}

/**
 * The page of each running experiment, in the order pairs are listed: coded ones in catalog order (EXPERIMENT_PAGES),
 * then created copy experiments by start time (their page is stored with them: docs/copy-experiments.md).
 */
async function experimentPages(db: AppKysely, running: RunningExperiments): Promise<Map<string, string>> {
  const pages = new Map<string, string>(
    experimentIds.filter((id) => running.has(id)).map((id) => [id, EXPERIMENT_PAGES[id]]),
  );
  const created = [...running.keys()].filter((id) => !isExperimentId(id));
  if (created.length === 0) return pages;
  const rows = await db
    .selectFrom('copy_experiments')
    .select(['id', 'page'])
    .where('id', 'in', created)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  for (const row of rows) pages.set(row.id, row.page);
  return pages;
}
