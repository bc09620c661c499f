import styles from './live-call-view.module.css';

export interface LevelMeterProps {
  id: string;
  label: string;
  /** 0 to 1. */
  level: number;
  /** What a screen reader hears instead of the percentage (while muted, say). */
  valueText?: string;
}

/** A labelled level, 0 to 1, as a meter and its percentage: the assistant's volume and the visitor's microphone. */
export function LevelMeter({ id, label, level, valueText }: LevelMeterProps) {
  const percent = `${Math.round(level * 100)}%`;
  return (
    <div className={styles.volume}>
      <label htmlFor={id} className={styles.volumeLabel}>
        {label}
      </label>
      <meter id={id} className={styles.meter} min={0} max={1} value={level} aria-valuetext={valueText ?? percent}>
        {percent}
      </meter>
    </div>
  );
}
