import { useEffect, useRef } from 'react';
import type { CallSnapshot } from '../model/call-controller';
import { endCallLabel, endedReasonText, LIVE_CALL_TITLE } from '../model/call-copy';
import styles from './live-call-view.module.css';
import { Spinner } from './spinner';

export interface LiveCallViewProps {
  titleId: string;
  snapshot: CallSnapshot;
  /** The path contains "voicecare": purple theme and 'End Wellness Call'. */
  voicecare: boolean;
  onEnd: () => void;
  onToggleMute: () => void;
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

/** The live-call modal's content (spec §2): title, volume bar, end button; plus transcript and mute. */
export function LiveCallView({ titleId, snapshot, voicecare, onEnd, onToggleMute, onClose }: LiveCallViewProps) {
  const { phase, volume, muted, transcript, partial, notice } = snapshot;
  const inCall = phase === 'listening' || phase === 'speaking';
  const ended = phase === 'ended' || phase === 'error';
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
      <h2 id={titleId} className={styles.title} ref={titleRef} tabIndex={-1}>
        {LIVE_CALL_TITLE}
      </h2>

      {phase === 'connecting' || phase === 'idle' ? (
        <p role="status" className={styles.phase}>
          <Spinner /> {PHASE_TEXT[phase]}
        </p>
      ) : (
        <p className={styles.phase} data-speaking={phase === 'speaking'}>
          <span className={styles.dot} aria-hidden="true" /> {PHASE_TEXT[phase]}
        </p>
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

      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
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
