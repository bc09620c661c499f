import { formatClock } from '@novavox/contracts-ui/clock-time';
import { useCallClock } from '../hooks/use-call-clock';
import type { CallSnapshot } from '../model/call-controller';
import { CONNECT_STAGE_LABELS, NETWORK_QUALITY_LABELS } from '../model/call-copy';
import { CONNECT_STAGES } from '../model/voice-call-client';
import styles from './live-call-view.module.css';
import { Spinner } from './spinner';

export interface CallStatusProps {
  titleId: string;
  snapshot: CallSnapshot;
}

const PHASE_TEXT: Record<CallSnapshot['phase'], string> = {
  idle: 'Getting ready…',
  connecting: 'Connecting…',
  listening: 'Listening',
  speaking: 'Assistant is speaking',
  ended: 'Call ended',
  error: 'Call failed',
};

/**
 * Where the call stands: its phase (announced at each change, while connecting with the step reached), the call timer,
 * the connection's quality where the platform measures it, and the steps of connecting.
 */
export function CallStatus({ titleId, snapshot }: CallStatusProps) {
  const { phase, stage, network } = snapshot;
  const connecting = phase === 'connecting' || phase === 'idle';
  const seconds = useCallClock(snapshot.connectedAt, snapshot.endedAt);
  const stageIndex = stage ? CONNECT_STAGES.indexOf(stage) : -1;
  return (
    <>
      <div className={styles.statusRow}>
        {/* One live region for every phase, so each change is announced once (the transcript is not). */}
        <p role="status" className={styles.phase} data-speaking={phase === 'speaking'}>
          {connecting ? <Spinner /> : <span className={styles.dot} aria-hidden="true" />} {PHASE_TEXT[phase]}
          {connecting && stage && (
            <span className="nvx-visually-hidden">
              {` Step ${stageIndex + 1} of ${CONNECT_STAGES.length}: ${CONNECT_STAGE_LABELS[stage]}.`}
            </span>
          )}
        </p>
        <p className={styles.clock}>
          <span className={styles.clockLabel} id={`${titleId}-clock`}>
            Call time
          </span>{' '}
          <span role="timer" aria-labelledby={`${titleId}-clock`} className={styles.clockValue}>
            {formatClock(seconds)}
          </span>
        </p>
        {network && (
          <p className={styles.network} data-quality={network}>
            <span className={styles.bars} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            Connection: {NETWORK_QUALITY_LABELS[network]}
          </p>
        )}
      </div>

      {connecting && (
        <ol className={styles.stages} aria-label="Connection steps">
          {CONNECT_STAGES.map((step, index) => {
            const state = index < stageIndex ? 'done' : index === stageIndex ? 'current' : 'pending';
            return (
              <li
                key={step}
                className={styles.stage}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {CONNECT_STAGE_LABELS[step]}
                {state === 'done' && <span className="nvx-visually-hidden"> (done)</span>}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
