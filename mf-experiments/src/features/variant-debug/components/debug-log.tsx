import type { DebugLine, DebugMarker } from '../hooks/use-debug-log';
import styles from './variant-debug.module.css';

export const markerSymbols: Record<DebugMarker, string> = { variant: '◆', impression: '●', conversion: '✔' };

export interface DebugLogProps {
  lines: readonly DebugLine[];
  onClear: () => void;
}

function time(at: number): string {
  return new Date(at).toLocaleTimeString('en-GB', { hour12: false });
}

export function DebugLog({ lines, onClear }: DebugLogProps) {
  return (
    <section className={styles.panel} aria-labelledby="debug-log-title">
      <div className={styles.panelHeader}>
        <h2 id="debug-log-title">Debug Log</h2>
        <button type="button" className={styles.secondaryButton} onClick={onClear}>
          Clear Log
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className={styles.log} role="log" aria-live="polite" aria-label="Debug log" tabIndex={0}>
        {lines.length === 0 ? (
          <p className={styles.logEmpty}>No events yet...</p>
        ) : (
          <ol>
            {lines.map((line) => (
              <li key={line.id} data-marker={line.marker}>
                <span aria-hidden="true">{markerSymbols[line.marker]}</span> <time>{time(line.at)}</time> {line.text}
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className={styles.legend}>
        <span>{markerSymbols.variant} Variant assignment</span>
        <span>{markerSymbols.impression} Impression</span>
        <span>{markerSymbols.conversion} Conversion</span>
      </p>
    </section>
  );
}
