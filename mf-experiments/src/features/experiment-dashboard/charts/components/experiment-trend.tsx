import { CONTROL_KEY, SIGNIFICANCE } from '@novavox/experiment-stats';
import { lazy, Suspense, useId, useState } from 'react';
import { ColumnHeaders } from '../../common/column-headers';
import styles from '../../common/dashboard.module.css';
import { formatRatePercent } from '../../common/rate-format';
import { TableRegion } from '../../common/table-region';
import type { LoadedExperiment } from '../../results/hooks/use-ab-stats';
import { formatInterval, formatPoints, formatPointsInterval } from '../../verdict/model/statistics-format';
import { useElementWidth } from '../hooks/use-element-width';
import {
  type CumulativePoint,
  cumulativeSeries,
  type EffectPoint,
  effectSeries,
  seriesDates,
  type VariantSeries,
} from '../model/daily-series';
import { seriesColor } from '../model/series-colors';
import type { ChartLine } from './daily-chart';

// The chart library (visx, about 25 KB compressed) loads after the table is on screen.
const DailyChart = lazy(() => import('./daily-chart').then((module) => ({ default: module.DailyChart })));

export interface ExperimentTrendProps {
  experiment: LoadedExperiment;
}

type TrendView = 'rate' | 'effect';

/** Letter and name: the legend and the line ends never rely on colour alone. */
const labelOf = (key: string, names: ReadonlyMap<string, string>) => {
  const name = names.get(key);
  return name && name !== `Variant ${key}` ? `${key} ${name}` : key;
};

function lineColor(key: string, names: ReadonlyMap<string, string>) {
  const { color, swatch } = seriesColor(key, names.get(key) ?? '');
  return { color, swatch: styles[swatch] ?? '' };
}

function rateLines(series: readonly VariantSeries<CumulativePoint>[], names: ReadonlyMap<string, string>): ChartLine[] {
  return series.map((variant) => ({
    key: variant.key,
    label: variant.key === CONTROL_KEY ? `${labelOf(variant.key, names)} (control)` : labelOf(variant.key, names),
    ...lineColor(variant.key, names),
    dashed: variant.key === CONTROL_KEY,
    points: variant.points.map((point) => ({
      value: point.rate,
      lower: point.interval?.lower ?? null,
      upper: point.interval?.upper ?? null,
    })),
  }));
}

function effectLines(series: readonly VariantSeries<EffectPoint>[], names: ReadonlyMap<string, string>): ChartLine[] {
  return series.map((variant) => ({
    key: variant.key,
    label: `${labelOf(variant.key, names)} − A`,
    ...lineColor(variant.key, names),
    dashed: false,
    points: variant.points.map((point) => ({
      value: point.difference,
      lower: point.interval?.lower ?? null,
      upper: point.interval?.upper ?? null,
    })),
  }));
}

/**
 * Each experiment over time, from the api's daily series: every variant's cumulative conversion rate
 * with its 95 % interval, or each challenger's difference from the control with the always-valid
 * interval the verdict uses (a winner is called when that band leaves 0). The figures are also in a
 * table, for screen readers and for anyone who wants the numbers.
 */
export function ExperimentTrend({ experiment }: ExperimentTrendProps) {
  const headingId = useId();
  const [view, setView] = useState<TrendView>('rate');
  const [containerRef, width] = useElementWidth<HTMLDivElement>(640);
  const { daily, analysis } = experiment;
  const hasData = experiment.variants.some((variant) => variant.views > 0);
  if (!hasData) return null;
  if (!daily || daily.length === 0 || analysis.badData.length > 0) {
    return (
      <p className={styles.footnote}>
        {analysis.badData.length > 0
          ? 'No chart: the data has errors.'
          : 'No chart: the api sent no daily series for this experiment.'}
      </p>
    );
  }

  // The schema lets a day name only the experiment's variants, which come sorted by letter.
  const keys = experiment.variants.map((variant) => variant.key);
  const names = new Map(experiment.variants.map((variant) => [variant.key, variant.name]));
  const dates = seriesDates(daily);
  const cumulative = cumulativeSeries(daily, keys);
  // The range's own comparisons: α split between the challengers with visitors in the range.
  const challengers = experiment.variants.filter((variant) => variant.key !== CONTROL_KEY && variant.views > 0).length;
  const effects = effectSeries(cumulative, SIGNIFICANCE / Math.max(1, challengers));
  const canShowEffect = effects.length > 0;
  const shown: TrendView = canShowEffect ? view : 'rate';
  const lastDate = dates.at(-1) ?? '';
  const lastIndex = dates.length - 1;

  const rateSummary = cumulative
    .map((variant) => {
      const point = variant.points[lastIndex];
      return point?.rate == null || !point.interval
        ? `${variant.key} no visitors yet`
        : `${variant.key} ${formatRatePercent(point.rate)} (95% interval ${formatInterval(point.interval)})`;
    })
    .join('; ');
  const effectSummary = effects
    .map((variant) => {
      const point = variant.points[lastIndex];
      return point?.difference == null || !point.interval
        ? `${variant.key} not comparable yet`
        : `${variant.key} ${formatPoints(point.difference)} (always-valid interval ${formatPointsInterval(point.interval)})`;
    })
    .join('; ');
  const range = `${dates[0]} to ${lastDate}`;
  const chart =
    shown === 'rate'
      ? {
          title: `${experiment.name}: cumulative conversion rate per day`,
          description: `Cumulative conversion rate of each variant with its 95% interval, ${range}. On ${lastDate}: ${rateSummary}.`,
          lines: rateLines(cumulative, names),
          formatValue: formatRatePercent,
          zeroLine: false,
        }
      : {
          title: `${experiment.name}: difference from the control per day`,
          description: `Each variant's conversion rate minus the control's, in percentage points, with a daily-safe interval over the date range, ${range}. On ${lastDate}: ${effectSummary}.`,
          lines: effectLines(effects, names),
          formatValue: (value: number) => formatPoints(value),
          zeroLine: true,
        };

  return (
    <section className={styles.trend} aria-labelledby={headingId}>
      <div className={styles.trendHeader}>
        <h3 id={headingId}>Over time</h3>
        {canShowEffect && (
          <fieldset className={styles.segmented}>
            <legend className="nvx-visually-hidden">{`${experiment.name} chart`}</legend>
            {(
              [
                ['rate', 'Conversion rate'],
                ['effect', 'Difference vs. control'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={shown === value ? styles.segmentActive : styles.segment}>
                <input
                  type="radio"
                  name={`${headingId}-view`}
                  value={value}
                  checked={shown === value}
                  onChange={() => setView(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <div ref={containerRef} className={styles.chartBox}>
        <Suspense fallback={<div className={styles.chartPlaceholder}>Loading chart…</div>}>
          <DailyChart dates={dates} width={width} {...chart} />
        </Suspense>
      </div>
      <ul className={styles.legend} aria-label={`${experiment.name} chart legend`}>
        {chart.lines.map((line) => (
          <li key={line.key}>
            <span
              className={`${line.dashed ? styles.swatchDashed : styles.swatch} ${line.swatch}`}
              aria-hidden="true"
            />
            {line.label}
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>
        {shown === 'rate'
          ? 'Each point is the experiment as it stood at the end of that UTC day; the band is the 95% interval of the rate.'
          : 'The band is a daily-safe interval over the date range only; the verdict above reads everyone since the start.'}
      </p>
      <details className={`${styles.trendTable} ${styles.disclosure}`}>
        <summary>Daily figures (table)</summary>
        <TableRegion label={`${experiment.name} daily figures`}>
          <table className={styles.table}>
            <caption className="nvx-visually-hidden">{`${experiment.name}: cumulative figures per day`}</caption>
            <ColumnHeaders
              columns={[
                { label: 'Day' },
                { label: 'Variant' },
                { label: 'Visitors', numeric: true },
                { label: 'Conversions', numeric: true },
                { label: 'Rate (95% interval)', numeric: true },
                { label: 'vs. A (always-valid interval)', numeric: true },
              ]}
            />
            <tbody>
              {dates.flatMap((date, dayIndex) =>
                cumulative.map((variant) => {
                  const point = variant.points[dayIndex];
                  const effect = effects.find((entry) => entry.key === variant.key)?.points[dayIndex];
                  return (
                    <tr key={`${date}-${variant.key}`}>
                      <th scope="row">{date}</th>
                      <td>{variant.key}</td>
                      <td className={styles.number}>{point?.views ?? 0}</td>
                      <td className={styles.number}>{point ? Number(point.conversions.toFixed(2)) : 0}</td>
                      <td className={styles.number}>
                        {point?.rate == null || !point.interval
                          ? '—'
                          : `${formatRatePercent(point.rate)} (${formatInterval(point.interval)})`}
                      </td>
                      <td className={styles.number}>
                        {effect?.difference == null || !effect.interval
                          ? '—'
                          : `${formatPoints(effect.difference)} (${formatPointsInterval(effect.interval)})`}
                      </td>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </table>
        </TableRegion>
      </details>
    </section>
  );
}
