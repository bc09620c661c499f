import type { SegmentDimension, SegmentRow } from '@novavox/contracts-api/experiment-segments';
import { SEGMENT_MIN_VISITORS } from '@novavox/contracts-api/experiment-segments';
import { formatCount } from '@novavox/contracts-api/experiment-watch';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { useRunSegments } from '../hooks/use-run-segments';
import { DIMENSION_NAMES, segmentName, segmentRate } from '../model/segment-figures';
import styles from './run-segments.module.css';

export interface RunSegmentsProps {
  experimentId: ExperimentId;
  experimentName: string;
  /** The run the card shows; null before the first start. */
  runId: string | null;
  adminEndpoint: string;
  viewer: string | null;
}

/** The label the issue asks for, word for word: segments are for exploring, never for deciding. */
export const SEGMENTS_LABEL = 'for exploring, not for deciding';

/**
 * The run's figures by device class, traffic source and landing route (docs/analytics-and-experiments.md,
 * "Segments"): visitors, conversions and rate per arm, and nothing more. No verdict, star or significance per
 * segment, on purpose: among a dozen slices some differ by chance alone, and no alert is ever sent about them.
 */
export function RunSegments({ experimentId, experimentName, runId, adminEndpoint, viewer }: RunSegmentsProps) {
  const view = useRunSegments(adminEndpoint, experimentId, runId, viewer);
  const labelId = `experiment-${experimentId}-segments`;
  const dimensions =
    view.status === 'loaded' ? view.data.dimensions.filter((dimension) => dimension.rows.length > 0) : [];
  return (
    <section className={styles.segments} aria-labelledby={labelId}>
      <h3>
        Segments: <span id={labelId}>{SEGMENTS_LABEL}</span>
      </h3>
      <p className={styles.note}>
        Each visitor of this run counts once, in the device class, traffic source and landing route of their first visit
        in it. No verdict is given per segment: among many slices, some differ by chance alone. A rate is shown from{' '}
        {SEGMENT_MIN_VISITORS} visitors in an arm.
      </p>
      {view.status === 'loading' && <p>Loading the segments…</p>}
      {view.status === 'error' && <p role="alert">Could not read the segments: {view.message}</p>}
      {view.status === 'loaded' && view.data.runId === null && <p>No run yet: segments start with the first start.</p>}
      {view.status === 'loaded' && view.data.runId !== null && dimensions.length === 0 && (
        <p>No visitor in this run yet.</p>
      )}
      {dimensions.map(({ dimension, rows }) => (
        <SegmentTable key={dimension} experimentName={experimentName} dimension={dimension} rows={rows} />
      ))}
    </section>
  );
}

function SegmentTable({
  experimentName,
  dimension,
  rows,
}: {
  experimentName: string;
  dimension: SegmentDimension;
  rows: readonly SegmentRow[];
}) {
  const name = DIMENSION_NAMES[dimension];
  return (
    // Scrolls sideways on a narrow screen rather than squeezing the figures: focusable so a keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-label={`${name} of ${experimentName}`} tabIndex={0}>
      <table className={styles.table} data-dimension={dimension}>
        <caption>
          {name}: visitors, conversions and conversion rate per arm of {experimentName}, this run
        </caption>
        <thead>
          <tr>
            <th scope="col">{name}</th>
            <th scope="col">Arm</th>
            <th scope="col" className={styles.number}>
              Visitors
            </th>
            <th scope="col" className={styles.number}>
              Conversions
            </th>
            <th scope="col" className={styles.number}>
              Rate
            </th>
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.segment} data-segment={row.segment}>
            {row.arms.map((arm, index) => (
              <tr key={arm.variant}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={row.arms.length}>
                    {segmentName(dimension, row.segment)}
                  </th>
                )}
                <td>{arm.variant}</td>
                <td className={styles.number}>{formatCount(arm.views)}</td>
                <td className={styles.number}>{formatCount(arm.conversions)}</td>
                <td className={styles.number}>{segmentRate(arm)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
