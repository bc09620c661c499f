import type { AbStatsDay } from '@novavox/contracts-api/ab-stats';
import { isoDay } from '@novavox/contracts-api/team';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import { CONTROL_KEY, type Interval, sequentialTest, wilsonInterval } from '@novavox/experiment-stats';

/**
 * The charts' data: running sums of the api's daily series (views = visitors first exposed that day,
 * conversions = first conversions that day), so each point is the experiment as it stood at the end
 * of that UTC day. Missing days carry the previous totals forward, so the x axis has every day.
 */

export interface CumulativePoint {
  date: string;
  views: number;
  conversions: number;
  /** Conversion rate 0–1 with its 95 % Wilson interval; null before the variant's first visitor. */
  rate: number | null;
  interval: Interval | null;
}

export interface EffectPoint {
  date: string;
  /** Rate difference (variant − control), with the always-valid interval the verdict uses. */
  difference: number | null;
  interval: Interval | null;
}

export interface VariantSeries<Point> {
  key: string;
  points: Point[];
}

function nextDay(date: string): string {
  return isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS));
}

/** Every date from the first to the last day of the series, in order. */
export function seriesDates(daily: readonly AbStatsDay[]): string[] {
  const first = daily[0]?.date;
  const last = daily.at(-1)?.date;
  if (!first || !last) return [];
  const dates = [first];
  while ((dates.at(-1) as string) < last) dates.push(nextDay(dates.at(-1) as string));
  return dates;
}

/** Cumulative views, conversions and rate (with its interval) per variant per day. */
export function cumulativeSeries(
  daily: readonly AbStatsDay[],
  variantKeys: readonly string[],
): VariantSeries<CumulativePoint>[] {
  const byDate = new Map(daily.map((day) => [day.date, day]));
  const dates = seriesDates(daily);
  return variantKeys.map((key) => {
    let views = 0;
    let conversions = 0;
    const points = dates.map((date) => {
      const figures = byDate.get(date)?.variants[key];
      views += figures?.views ?? 0;
      conversions += figures?.conversions ?? 0;
      const valid = views > 0 && conversions <= views;
      return {
        date,
        views,
        conversions,
        rate: valid ? conversions / views : null,
        interval: valid ? wilsonInterval(conversions, views) : null,
      };
    });
    return { key, points };
  });
}

/**
 * Each challenger's difference from the control per day, with the always-valid interval at the
 * verdict's share of α: the interval may be read every day, and leaves 0 only when the verdict does.
 */
export function effectSeries(
  cumulative: readonly VariantSeries<CumulativePoint>[],
  alphaPerComparison: number,
): VariantSeries<EffectPoint>[] {
  const control = cumulative.find((series) => series.key === CONTROL_KEY);
  if (!control) return [];
  return cumulative
    .filter((series) => series.key !== CONTROL_KEY)
    .map((series) => ({
      key: series.key,
      points: series.points.map((point, index) => {
        const base = control.points[index];
        const test =
          base && base.rate !== null && point.rate !== null ? sequentialTest(base, point, alphaPerComparison) : null;
        return { date: point.date, difference: test?.difference ?? null, interval: test?.interval ?? null };
      }),
    }));
}
