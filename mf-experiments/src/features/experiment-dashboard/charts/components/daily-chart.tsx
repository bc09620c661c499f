import { formatShortDay } from '@novavox/contracts-api/team';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Area, LinePath } from '@visx/shape';
import { useId } from 'react';
import styles from '../../common/dashboard.module.css';

/** One line with its interval band; `value` null where there is nothing to draw yet. */
export interface ChartLine {
  key: string;
  label: string;
  color: string;
  /** Stylesheet class of the legend swatch with the same colour. */
  swatch: string;
  dashed: boolean;
  points: { value: number | null; lower: number | null; upper: number | null }[];
}

export interface DailyChartProps {
  /** YYYY-MM-DD, one per point of every line. */
  dates: readonly string[];
  lines: readonly ChartLine[];
  width: number;
  height?: number;
  /** Short name of the chart (its accessible name) and the text alternative with the figures. */
  title: string;
  description: string;
  formatValue: (value: number) => string;
  /** Draw a reference line at 0 (effect charts). */
  zeroLine?: boolean;
}

const MARGIN = { top: 12, right: 22, bottom: 34, left: 56 };

const shortDate = (date: string) => formatShortDay(`${date}T00:00:00Z`);

/**
 * A per-day chart drawn with visx as plain SVG: a band (the interval) and a line (the estimate) per
 * series. The SVG is one image for assistive technology (role="img", named by `title`, described by
 * `description`); the figures themselves are in the table beside it.
 */
export function DailyChart({
  dates,
  lines,
  width,
  height = 260,
  title,
  description,
  formatValue,
  zeroLine,
}: DailyChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const values = lines.flatMap((line) =>
    line.points.flatMap((point) => [point.lower, point.upper, point.value].filter((v): v is number => v !== null)),
  );
  if (zeroLine) values.push(0);
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 1;
  const last = Math.max(1, dates.length - 1);
  const x = scaleLinear<number>({ domain: dates.length > 1 ? [0, last] : [-0.5, 0.5], range: [0, innerWidth] });
  const y = scaleLinear<number>({
    domain: [low, high === low ? low + 0.01 : high],
    range: [innerHeight, 0],
    nice: true,
  });
  const tickCount = Math.max(2, Math.min(dates.length, Math.floor(innerWidth / 70)));
  const ticks = dates.length <= 1 ? [0] : Array.from(new Set(x.ticks(tickCount).filter(Number.isInteger)));

  return (
    <svg
      className={styles.chart}
      width={width}
      height={height}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="daily-chart"
    >
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{description}</desc>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {zeroLine && (
          <line x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} className={styles.chartZero} data-testid="zero-line" />
        )}
        {lines.map((line) => {
          const defined = line.points.map((point, index) => ({ ...point, index }));
          return (
            <g key={line.key} data-series={line.key}>
              <Area
                data={defined}
                defined={(point) => point.lower !== null && point.upper !== null}
                x={(point) => x(point.index)}
                y0={(point) => y(point.lower ?? 0)}
                y1={(point) => y(point.upper ?? 0)}
                fill={line.color}
                fillOpacity={0.12}
                data-band={line.key}
              />
              <LinePath
                data={defined}
                defined={(point) => point.value !== null}
                x={(point) => x(point.index)}
                y={(point) => y(point.value ?? 0)}
                stroke={line.color}
                strokeWidth={line.dashed ? 2 : 2.5}
                strokeDasharray={line.dashed ? '6 3' : undefined}
                data-line={line.key}
              />
              {defined.map((point) =>
                point.value === null ? null : (
                  <circle key={point.index} cx={x(point.index)} cy={y(point.value)} r={2.5} fill={line.color} />
                ),
              )}
              {(() => {
                // The letter at the line's end, so no line is told apart by colour alone.
                const end = defined.findLast((point) => point.value !== null);
                return end ? (
                  <text x={x(end.index) + 4} y={y(end.value ?? 0) - 4} className={styles.chartTick} fill={line.color}>
                    {line.key}
                  </text>
                ) : null;
              })()}
            </g>
          );
        })}
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(value) => formatValue(Number(value))}
          tickLabelProps={{ className: styles.chartTick, textAnchor: 'end', dx: -4, dy: 3 }}
          stroke="currentColor"
          tickStroke="currentColor"
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={ticks}
          tickFormat={(value) => shortDate(dates[Number(value)] ?? dates[0] ?? '')}
          tickLabelProps={{ className: styles.chartTick, textAnchor: 'middle' }}
          stroke="currentColor"
          tickStroke="currentColor"
        />
      </Group>
    </svg>
  );
}
