import { emit } from '@novavox/contracts-runtime';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type CallSnapshot, isInCall } from '../model/call-controller';
import {
  AFTER_CALL_ACTION,
  AFTER_CALL_TEXT,
  AFTER_CALL_TITLE,
  AFTER_CALL_WAITLIST_SOURCE,
  CONFIRM_END_KEEP,
  CONFIRM_END_QUESTION,
  CONNECTION_LOST_NOTICE,
  DEMO_CALL_BADGE,
  DEMO_CALL_NOTE,
  ENDED_CALL_TITLE,
  endCallLabel,
  endedReasonText,
  LIVE_CALL_TITLE,
} from '../model/call-copy';
import type { MicrophoneDirectory } from '../model/voice-call-backend';
import { CallStatus } from './call-status';
import { LevelMeter } from './level-meter';
import styles from './live-call-view.module.css';
import { MicrophoneControls } from './microphone-controls';

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

/**
 * The live-call modal's content (requirements §2): title, volume bar, end button; plus staged progress while
 * connecting, the call timer, the connection's quality, the microphone (picker, level, mute), the
 * transcript, and a way back when the connection drops. The end button stays in sight on small screens
 * (the actions stick to the dialog's bottom edge); Escape asks before hanging up; once the call is over the
 * title says so and the next step is offered: what the family receives after such a call, and the waitlist.
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
  const { phase, volume, muted, transcript, partial, notice, interrupted } = snapshot;
  const inCall = isInCall(phase);
  const ended = phase === 'ended' || phase === 'error';
  const canReconnect = interrupted && !(ended && snapshot.endedByUser);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const askingToEnd = confirmingEnd && !ended;

  // The same end button under the call's controls and under the question whether to end it.
  const endButton = (
    <button type="button" className={styles.end} onClick={onEnd}>
      {endCallLabel(voicecare)}
    </button>
  );

  // The setup form's submit button, which had focus, is gone: keep the keyboard inside the dialog.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (ended) closeRef.current?.focus();
  }, [ended]);
  useEffect(() => {
    if (askingToEnd) keepRef.current?.focus();
  }, [askingToEnd]);

  // The dialog closes on Escape; during a call, Escape asks first (and a second Escape keeps the call going).
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || ended) return;
    event.preventDefault();
    event.stopPropagation();
    setConfirmingEnd((asking) => !asking);
  }

  return (
    <section
      className={styles.live}
      data-theme={voicecare ? 'voicecare' : 'default'}
      data-phase={phase}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title} ref={titleRef} tabIndex={-1}>
          {ended ? ENDED_CALL_TITLE : LIVE_CALL_TITLE}
        </h2>
        {demo && <span className={styles.badge}>{DEMO_CALL_BADGE}</span>}
      </div>
      {demo && <p className={styles.demoNote}>{DEMO_CALL_NOTE}</p>}

      <CallStatus titleId={titleId} snapshot={snapshot} />
      <LevelMeter id={`${titleId}-volume`} label="Assistant volume" level={volume} />

      {!ended && snapshot.microphoneAvailable && (
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

      <section
        className={styles.transcriptBox}
        aria-labelledby={`${titleId}-transcript`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, and a keyboard must be able to scroll it too
        tabIndex={0}
      >
        <h3 className={styles.subtitle} id={`${titleId}-transcript`}>
          Live transcript
        </h3>
        {transcript.length === 0 && !partial.assistant && !partial.user ? (
          <p className={styles.empty}>The conversation will appear here once it starts.</p>
        ) : null}
        <div role="log" aria-label="Live transcript" aria-live="off">
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
      </section>

      {ended ? (
        <>
          <p className={styles.endedText}>{endedReasonText(snapshot.endedReason)}</p>
          <section className={styles.nextStep} aria-labelledby={`${titleId}-next`}>
            <h3 className={styles.subtitle} id={`${titleId}-next`}>
              {AFTER_CALL_TITLE}
            </h3>
            <p className={styles.nextStepText}>{AFTER_CALL_TEXT}</p>
          </section>
          <div className={styles.actions}>
            {canReconnect && (
              <button type="button" className={styles.mute} onClick={onReconnect}>
                Reconnect
              </button>
            )}
            <button type="button" className={styles.mute} onClick={onClose} ref={closeRef}>
              Close
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => emit({ type: 'waitlist/open', source: AFTER_CALL_WAITLIST_SOURCE })}
            >
              {AFTER_CALL_ACTION}
            </button>
          </div>
        </>
      ) : askingToEnd ? (
        // biome-ignore lint/a11y/useSemanticElements: a question and its two answers, not a form's fieldset
        <div className={styles.actions} role="group" aria-labelledby={`${titleId}-confirm`}>
          <p className={styles.endedText} id={`${titleId}-confirm`}>
            {CONFIRM_END_QUESTION}
          </p>
          <button type="button" className={styles.mute} onClick={() => setConfirmingEnd(false)} ref={keepRef}>
            {CONFIRM_END_KEEP}
          </button>
          {endButton}
        </div>
      ) : (
        <div className={styles.actions}>
          {snapshot.microphoneAvailable && (
            <button
              type="button"
              className={styles.mute}
              aria-pressed={muted}
              disabled={!inCall}
              onClick={onToggleMute}
            >
              Mute microphone
            </button>
          )}
          {endButton}
        </div>
      )}
    </section>
  );
}
