import { SelectOptions } from '@novavox/contracts-ui/select-options';
import { useId } from 'react';
import { useMicrophones } from '../hooks/use-microphones';
import type { MicrophoneDirectory } from '../model/voice-call-backend';
import styles from './live-call-view.module.css';

export interface MicrophoneControlsProps {
  titleId: string;
  microphones: MicrophoneDirectory;
  /** The microphone's level, 0 to 1, or null when the client does not report it. */
  level: number | null;
  muted: boolean;
  inCall: boolean;
  onSelect: (deviceId: string) => void;
}

/**
 * The visitor's side of the call: which microphone it uses (switched live) and how loud it hears
 * them, so a wrong or silent input shows at once.
 */
export function MicrophoneControls({ titleId, microphones, level, muted, inCall, onSelect }: MicrophoneControlsProps) {
  const { devices, selectedId, select } = useMicrophones(microphones, onSelect);
  const selectId = useId();
  const levelId = `${titleId}-microphone-level`;
  const shown = level ?? 0;
  return (
    <div className={styles.microphone}>
      {devices.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.volumeLabel}>
            Microphone
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={selectedId}
            onChange={(event) => select(event.target.value)}
          >
            <SelectOptions options={devices.map((device) => ({ value: device.deviceId, label: device.label }))} />
          </select>
        </div>
      )}
      {level !== null && inCall && (
        <div className={styles.volume}>
          <label htmlFor={levelId} className={styles.volumeLabel}>
            Your microphone{muted ? ' (muted)' : ''}
          </label>
          <meter
            id={levelId}
            className={styles.meter}
            min={0}
            max={1}
            value={shown}
            aria-valuetext={muted ? 'muted' : `${Math.round(shown * 100)}%`}
          >
            {Math.round(shown * 100)}%
          </meter>
        </div>
      )}
    </div>
  );
}
