import { sql } from 'kysely';
import type { AppKysely } from '../db/database-schema';
import type { DayRange } from '../stats/day-range';
import { getOrCreate } from './get-or-create';
import { key } from './key-order';

export interface VariantFigures {
  experimentId: string;
  variantId: string;
  views: number;
  conversions: number;
}

export interface ExperimentDay {
  experimentId: string;
  variantId: string;
  day: string;
  views: number;
  conversions: number;
}

/** What the dashboard needs for a range, read from the aggregates only. */
export interface ExperimentFigures {
  variants: VariantFigures[];
  /** Oldest first. */
  daily: ExperimentDay[];
  /** Experiment id → earliest exposure in the range (ISO date-time). */
  firstSeen: Map<string, string>;
}

/**
 * The figures of the range's visitors (those first exposed in `range`, converted by its last day). One row per
 * experiment, variant and day, views and conversions summed in the database: a 90-day range reads some ten
 * thousand counter rows, and summing them there rather than in JavaScript is about a sixth of the read (measured).
 */
export async function readExperimentFigures(db: AppKysely, range: DayRange): Promise<ExperimentFigures> {
  const { rows } = await sql<DayRow>`
    SELECT experiment_id, variant_id, day, SUM(views) AS views, SUM(conversions) AS conversions
    FROM (
      SELECT experiment_id, variant_id, day, views, 0 AS conversions
      FROM experiment_daily_views
      WHERE day >= ${range.from} AND day <= ${range.to}
      UNION ALL
      SELECT experiment_id, variant_id, converted_on, 0, conversions
      FROM experiment_daily_conversions
      WHERE exposed_on >= ${range.from} AND converted_on <= ${range.to}
    ) AS counted
    GROUP BY experiment_id, variant_id, day`.execute(db);
  const firstSeenRows = await db
    .selectFrom('experiment_daily_views')
    .select((eb) => ['experiment_id', eb.fn.min<string>('first_at').as('first_at')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('experiment_id')
    .execute();

  const variants = new Map<string, VariantFigures>();
  const daily: ExperimentDay[] = [];
  for (const row of rows) {
    const day = {
      experimentId: row.experiment_id,
      variantId: row.variant_id,
      day: row.day,
      views: Number(row.views),
      conversions: Number(row.conversions),
    };
    daily.push(day);
    addToVariant(variants, day);
  }
  return {
    variants: [...variants.values()],
    daily: daily.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)),
    firstSeen: new Map(firstSeenRows.map((row) => [row.experiment_id, row.first_at])),
  };
}

function addToVariant(variants: Map<string, VariantFigures>, figures: VariantFigures): void {
  const variant = getOrCreate(variants, key(figures.experimentId, figures.variantId), () => ({
    experimentId: figures.experimentId,
    variantId: figures.variantId,
    views: 0,
    conversions: 0,
  }));
  variant.views += figures.views;
  variant.conversions += figures.conversions;
}

interface DayRow {
  experiment_id: string;
  variant_id: string;
  day: string;
  /** Sums: bigint on PostgreSQL (read as a number), a number on SQLite. */
  views: number | string;
  conversions: number | string;
}
