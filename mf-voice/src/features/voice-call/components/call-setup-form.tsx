import type { CallFlavour } from '@novavox/contracts-runtime';
import { ModalHeader } from '@novavox/contracts-ui/modal-header';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { callDialogTitle, DEMO_CALL_NOTE, MICROPHONE_REASON, submitLabel } from '../model/call-copy';
import { type CallType, PHONE_FORMAT_HINT } from '../model/call-request';
import type { MicrophoneProblem } from '../model/voice-call-backend';
import styles from './call-setup-form.module.css';
import { CallTypeChoice } from './call-type-choice';
import { Spinner } from './spinner';

export interface CallSetupInput {
  type: CallType;
  phoneNumber: string;
}

export interface CallSetupFormProps {
  flavour: CallFlavour;
  titleId: string;
  /** Set by the caller while the call is being set up. */
  loading: boolean;
  /** The red error line; the caller clears it at the start of every submit. */
  error: string | null;
  /** The error line is about the number itself: the field is marked invalid, and editing it clears the line. */
  numberProblem?: boolean;
  /** The visitor changed the number. */
  onNumberEdit?: () => void;
  /** Shown while Web Call is chosen and web calls cannot run here. */
  webUnavailableReason: string | null;
  /** Web calls are the embedded demo (no voice platform configured). */
  demo: boolean;
  /**
   * The microphone pre-check failed: the error line says why; the form offers the ways forward (a phone call
   * only while `phoneUnavailableReason` is null).
   */
  microphoneProblem: MicrophoneProblem | null;
  /** Said in place of the number field while Phone Call is chosen and the server cannot place calls; null otherwise. */
  phoneUnavailableReason: string | null;
  /** The visitor chose a call type (Phone Call is when the dialog asks whether calls can be placed). */
  onTypeChange?: (type: CallType) => void;
  onSubmit: (input: CallSetupInput) => void;
  onCancel: () => void;
}

/** The call-setup dialog's content (requirements §2): call type, phone number, error line, Cancel and submit. */
export function CallSetupForm({
  flavour,
  titleId,
  loading,
  error,
  numberProblem = false,
  onNumberEdit,
  webUnavailableReason,
  demo,
  microphoneProblem,
  phoneUnavailableReason,
  onTypeChange,
  onSubmit,
  onCancel,
}: CallSetupFormProps) {
  const [type, setType] = useState<CallType>('web');
  const [phoneNumber, setPhoneNumber] = useState('');
  const phoneInput = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  const hintId = useId();
  const errorId = useId();
  const noteId = useId();
  const microphoneId = useId();
  const isPhone = type === 'phoneVapi';
  const phoneUnavailable = isPhone && phoneUnavailableReason !== null;
  // Only the number's own mistakes mark it invalid; a refusal of the call (a limit, an outage) does not.
  const numberInvalid = isPhone && error !== null && numberProblem;

  // After a refusal the visitor mends the number: keep them in the field (the submit button they pressed was
  // disabled while the request ran, which would leave focus on the page's body).
  useEffect(() => {
    if (error !== null && !loading && isPhone) phoneInput.current?.focus();
  }, [error, loading, isPhone]);
  const showUnavailable = !isPhone && webUnavailableReason !== null;

  function chooseType(next: CallType) {
    setType(next);
    onTypeChange?.(next);
  }
  const showMicrophoneReason = !isPhone && webUnavailableReason === null;
  const describedBy = showUnavailable ? noteId : showMicrophoneReason ? microphoneId : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    onSubmit({ type, phoneNumber });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={loading}>
      <ModalHeader titleId={titleId} title={callDialogTitle(flavour)} onClose={onCancel} compact />

      <CallTypeChoice value={type} onChange={chooseType} disabled={loading} />

      {showUnavailable && (
        <p id={noteId} className={styles.note}>
          {webUnavailableReason}
        </p>
      )}

      {showMicrophoneReason && (
        <div id={microphoneId} className={styles.info}>
          <p className={styles.noteLine}>{MICROPHONE_REASON}</p>
          {demo && <p className={styles.noteLine}>{DEMO_CALL_NOTE}</p>}
        </div>
      )}

      {phoneUnavailable && <p className={styles.note}>{phoneUnavailableReason}</p>}
      {phoneUnavailable && (
        <div className={styles.recovery}>
          <button type="button" className={styles.secondary} onClick={() => chooseType('web')}>
            Use Web Call instead
          </button>
        </div>
      )}

      {isPhone && !phoneUnavailable && (
        <div className={styles.field}>
          <label htmlFor={phoneId} className={styles.label}>
            Phone number
          </label>
          <input
            id={phoneId}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            className={styles.input}
            ref={phoneInput}
            value={phoneNumber}
            onChange={(event) => {
              setPhoneNumber(event.target.value);
              onNumberEdit?.();
            }}
            aria-describedby={numberInvalid ? `${hintId} ${errorId}` : hintId}
            aria-invalid={numberInvalid}
            // Read-only rather than disabled while the call is set up, so focus stays in the field.
            readOnly={loading}
          />
          <p id={hintId} className={styles.hint}>
            {PHONE_FORMAT_HINT}
          </p>
        </div>
      )}

      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      {microphoneProblem && !isPhone && !loading && (
        // The ways forward from a blocked or missing microphone, right under the line that explains it.
        <div className={styles.recovery}>
          <button type="submit" className={styles.secondary}>
            {microphoneProblem === 'blocked'
              ? 'I allowed the microphone, try again'
              : 'I connected a microphone, try again'}
          </button>
          {phoneUnavailableReason === null && (
            <button type="button" className={styles.secondary} onClick={() => chooseType('phoneVapi')}>
              Use Phone Call instead
            </button>
          )}
        </div>
      )}
      <p role="status" className="nvx-visually-hidden">
        {loading ? 'Setting up your call, please wait.' : phoneUnavailable ? phoneUnavailableReason : ''}
      </p>

      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className={styles.primary}
          disabled={loading || phoneUnavailable || (isPhone && phoneNumber.length === 0)}
          aria-describedby={describedBy}
        >
          {loading && <Spinner />}
          {submitLabel(flavour, type, loading)}
        </button>
      </div>
    </form>
  );
}
