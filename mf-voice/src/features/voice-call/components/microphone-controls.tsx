import { SelectOptions } from '@novavox/contracts-ui/select-options';
import { useId } from 'react';
import { useMicrophones } from '../hooks/use-microphones';
import type { MicrophoneDirectory } from '../model/voice-call-backend';
import { LevelMeter } from './level-meter';
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
        <LevelMeter
          id={`${titleId}-microphone-level`}
          label={muted ? 'Your microphone (muted)' : 'Your microphone'}
          level={level}
          valueText={muted ? 'muted' : undefined}
        />
      )}
    </div>
  );
}
