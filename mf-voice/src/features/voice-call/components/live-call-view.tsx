import { useEffect, useRef } from 'react';
import { useCallClock } from '../hooks/use-call-clock';
import type { CallSnapshot } from '../model/call-controller';
import {
  CONNECT_STAGE_LABELS,
  CONNECTION_LOST_NOTICE,
  DEMO_CALL_BADGE,
  DEMO_CALL_NOTE,
  endCallLabel,
  endedReasonText,
  formatCallTime,
  LIVE_CALL_TITLE,
  NETWORK_QUALITY_LABELS,
} from '../model/call-copy';
import type { MicrophoneDirectory } from '../model/voice-call-backend';
import { CONNECT_STAGES } from '../model/voice-call-client';
import styles from './live-call-view.module.css';
import { MicrophoneControls } from './microphone-controls';
import { Spinner } from './spinner';

export interface LiveCallViewProps {
  titleId: string;
  snapshot: CallSnapshot;
  /** The path contains "voicecare": purple theme and 'End Wellness Call'. */
  voicecare: boolean;
  /** The embedded demo is playing, because no voice platform is configured. */
  demo: boolean;
  microphones: MicrophoneDirectory;
  onEnd: () => void;
  onToggleMute: () => void;
  onSelectMicrophone: (deviceId: string) => void;
  /** Starts the call again after the connection dropped. */
  onReconnect: () => void;
  /** Plays the assistant's audio after the browser blocked it. */
  onResumeAudio: () => void;
  onClose: () => void;
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
 * The live-call modal's content (spec §2): title, volume bar, end button; plus staged progress while
 * connecting, the call timer, the connection's quality, the microphone (picker, level, mute), the
 * transcript, and a way back when the connection drops.
 */
export function LiveCallView({
  titleId,
  snapshot,
  voicecare,
  demo,
  microphones,
  onEnd,
  onToggleMute,
  onSelectMicrophone,
  onReconnect,
  onResumeAudio,
  onClose,
}: LiveCallViewProps) {
  const { phase, volume, muted, transcript, partial, notice, stage, network, interrupted } = snapshot;
  const inCall = phase === 'listening' || phase === 'speaking';
  const ended = phase === 'ended' || phase === 'error';
  const connecting = phase === 'connecting' || phase === 'idle';
  const seconds = useCallClock(snapshot.connectedAt, snapshot.endedAt);
  const stageIndex = stage ? CONNECT_STAGES.indexOf(stage) : -1;
  const canReconnect = interrupted && !(ended && snapshot.endedByUser);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The setup form's submit button, which had focus, is gone: keep the keyboard inside the dialog.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (ended) closeRef.current?.focus();
  }, [ended]);

  return (
    <section
      className={styles.live}
      data-theme={voicecare ? 'voicecare' : 'default'}
      data-phase={phase}
      aria-labelledby={titleId}
    >
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title} ref={titleRef} tabIndex={-1}>
          {LIVE_CALL_TITLE}
        </h2>
        {demo && <span className={styles.badge}>{DEMO_CALL_BADGE}</span>}
      </div>
      {demo && <p className={styles.demoNote}>{DEMO_CALL_NOTE}</p>}

      <div className={styles.statusRow}>
        {connecting ? (
          <p role="status" className={styles.phase}>
            <Spinner /> {PHASE_TEXT[phase]}
            {stage && (
              <span className="nvx-visually-hidden">
                {` Step ${stageIndex + 1} of ${CONNECT_STAGES.length}: ${CONNECT_STAGE_LABELS[stage]}.`}
              </span>
            )}
          </p>
        ) : (
          <p className={styles.phase} data-speaking={phase === 'speaking'}>
            <span className={styles.dot} aria-hidden="true" /> {PHASE_TEXT[phase]}
          </p>
        )}
        <p className={styles.clock}>
          <span className={styles.clockLabel} id={`${titleId}-clock`}>
            Call time
          </span>{' '}
          <span role="timer" aria-labelledby={`${titleId}-clock`} className={styles.clockValue}>
            {formatCallTime(seconds)}
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

      <div className={styles.volume}>
        <label htmlFor={`${titleId}-volume`} className={styles.volumeLabel}>
          Assistant volume
        </label>
        <meter
          id={`${titleId}-volume`}
          className={styles.meter}
          min={0}
          max={1}
          value={volume}
          aria-valuetext={`${Math.round(volume * 100)}%`}
        >
          {Math.round(volume * 100)}%
        </meter>
      </div>

      {!ended && (
        <MicrophoneControls
          titleId={titleId}
          microphones={microphones}
          level={snapshot.localVolume}
          muted={muted}
          inCall={inCall}
          onSelect={onSelectMicrophone}
        />
      )}

      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {snapshot.audioBlocked && !ended && (
        <button type="button" className={styles.mute} onClick={onResumeAudio}>
          Play the assistant's audio
        </button>
      )}

      {interrupted && !ended && (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeText}>{CONNECTION_LOST_NOTICE}</p>
          <button type="button" className={styles.mute} onClick={onReconnect}>
            Reconnect now
          </button>
        </div>
      )}

      <div className={styles.transcriptBox}>
        <h3 className={styles.subtitle}>Live transcript</h3>
        {transcript.length === 0 && !partial.assistant && !partial.user ? (
          <p className={styles.empty}>The conversation will appear here once it starts.</p>
        ) : null}
        <div role="log" aria-label="Live transcript" aria-live="polite">
          <ol className={styles.transcript}>
            {transcript.map((line) => (
              <li key={line.id} className={styles.line} data-role={line.role}>
                <span className={styles.speaker}>{line.role === 'assistant' ? 'Assistant' : 'You'}:</span> {line.text}
              </li>
            ))}
          </ol>
        </div>
        {(['assistant', 'user'] as const).map((role) =>
          partial[role] ? (
            // Words still being recognised change several times a second: shown, but not announced.
            <p key={role} className={styles.partial} aria-hidden="true">
              <span className={styles.speaker}>{role === 'assistant' ? 'Assistant' : 'You'}:</span> {partial[role]}
            </p>
          ) : null,
        )}
      </div>

      {ended ? (
        <div className={styles.actions}>
          <p role="status" className={styles.endedText}>
            {endedReasonText(snapshot.endedReason)}
          </p>
          {canReconnect && (
            <button type="button" className={styles.mute} onClick={onReconnect}>
              Reconnect
            </button>
          )}
          <button type="button" className={styles.end} onClick={onClose} ref={closeRef}>
            Close
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.mute} aria-pressed={muted} disabled={!inCall} onClick={onToggleMute}>
            Mute microphone
          </button>
          <button type="button" className={styles.end} onClick={onEnd}>
            {endCallLabel(voicecare)}
          </button>
        </div>
      )}
    </section>
  );
}
