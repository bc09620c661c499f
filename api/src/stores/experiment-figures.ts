import type { AppKysely } from '../db/database-schema';
import type { DayRange } from '../stats/day-range';
import { key } from './event-ingest';
import { getOrCreate } from './get-or-create';

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
  daily: ExperimentDay[];
  /** Experiment id → earliest exposure in the range (ISO date-time). */
  firstSeen: Map<string, string>;
}

/** Views and conversions per variant and per day for a range, from the daily counters. */
export async function readExperimentFigures(db: AppKysely, range: DayRange): Promise<ExperimentFigures> {
  const viewRows = await db
    .selectFrom('experiment_daily_views')
    .select(['experiment_id', 'variant_id', 'day', 'views', 'first_at'])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
  // A converter belongs to the range when they were exposed in it and converted by its last day.
  const conversionRows = await db
    .selectFrom('experiment_daily_conversions')
    .select((eb) => ['experiment_id', 'variant_id', 'converted_on', eb.fn.sum<number>('conversions').as('conversions')])
    .where('exposed_on', '>=', range.from)
    .where('converted_on', '<=', range.to)
    .groupBy(['experiment_id', 'variant_id', 'converted_on'])
    .execute();

  const variants = new Map<string, VariantFigures>();
  const daily = new Map<string, ExperimentDay>();
  const firstSeen = new Map<string, string>();
  const variantOf = (experimentId: string, variantId: string) =>
    getOrCreate(variants, key(experimentId, variantId), () => ({
      experimentId,
      variantId,
      views: 0,
      conversions: 0,
    }));
  const dayOf = (experimentId: string, variantId: string, day: string) =>
    getOrCreate(daily, key(experimentId, variantId, day), () => ({
      experimentId,
      variantId,
      day,
      views: 0,
      conversions: 0,
    }));
  for (const row of viewRows) {
    variantOf(row.experiment_id, row.variant_id).views += row.views;
    dayOf(row.experiment_id, row.variant_id, row.day).views += row.views;
    const seen = firstSeen.get(row.experiment_id);
    if (seen === undefined || row.first_at < seen) firstSeen.set(row.experiment_id, row.first_at);
  }
  for (const row of conversionRows) {
    const conversions = Number(row.conversions);
    variantOf(row.experiment_id, row.variant_id).conversions += conversions;
    dayOf(row.experiment_id, row.variant_id, row.converted_on).conversions += conversions;
  }
  return {
    variants: [...variants.values()],
    daily: [...daily.values()].sort((a, b) => a.day.localeCompare(b.day)),
    firstSeen,
  };
}
