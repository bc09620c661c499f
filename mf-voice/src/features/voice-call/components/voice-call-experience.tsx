import { PHONE_CALLS_UNAVAILABLE_MESSAGE } from '@novavox/contracts-api/forms';
import { getVisitorId } from '@novavox/contracts-experiments/experiment-rules';
import { useRuntimeConfig } from '@novavox/contracts-runtime';
import { callFlavourForPath } from '@novavox/contracts-runtime/call-flavour';
import { useEffect, useRef, useState } from 'react';
import { newInterviewId, phoneCallUserId } from '../api/anonymous-ids';
import { createPhoneCall, PhoneCallError } from '../api/create-phone-call';
import { fetchPhoneCallAvailability } from '../api/phone-call-availability';
import { useCallSnapshot } from '../hooks/use-call-snapshot';
import { CallController, callFailureMessage } from '../model/call-controller';
import {
  CLEANUP_FAILURE,
  callDialogTitle,
  INIT_FAILURE,
  microphoneProblemMessage,
  PHONE_CALL_FAILURE,
  PHONE_CALL_SUCCESS,
  phoneCallPrompt,
} from '../model/call-copy';
import { buildCallRequest, type CallRequest, type CallType } from '../model/call-request';
import { announceCallStarted } from '../model/call-started-announcement';
import { setSettingUp } from '../model/setup-progress-store';
import type { MicrophoneProblem } from '../model/voice-call-backend';
import { CallSetupForm, type CallSetupInput } from './call-setup-form';
import { LiveCallView, type LiveCallViewProps } from './live-call-view';
import { useVoiceCallBackend } from './voice-call-backend-provider';

export interface VoiceCallExperienceProps {
  pathname: string;
  titleId: string;
  onClose: () => void;
}

/** The live-call modal appears this long before the call starts (requirements §9). */
export const LIVE_MODAL_LEAD_MS = 100;

/**
 * The whole call experience inside the shell's modal: the call-setup dialog, then (web calls) the
 * live-call modal. A phone call ends at the dialog: an alert on success, the error line on a refusal.
 * Everything that starts a call runs from the submit handler, never from an effect: the microphone
 * prompt and audio autoplay need the click's user activation, and StrictMode runs effects twice.
 */
export function VoiceCallExperience({ pathname, titleId, onClose }: VoiceCallExperienceProps) {
  const { flavour, voicecare } = callFlavourForPath(pathname);
  const config = useRuntimeConfig();
  const backend = useVoiceCallBackend();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Whether the error line is about the number itself (the visitor's to mend in the field).
  const [numberProblem, setNumberProblem] = useState(false);
  const [microphoneProblem, setMicrophoneProblem] = useState<MicrophoneProblem | null>(null);
  const [controller, setController] = useState<CallController | null>(null);
  const [phoneAvailable, setPhoneAvailable] = useState<boolean | null>(null);
  const phoneAvailability = useRef<Promise<boolean | null> | null>(null);
  const webUnavailableReason = backend.webCallUnavailableReason(config.voice);
  const demo = backend.webCallIsDemo(config.voice);

  const mounted = useRef(false);
  const controllerRef = useRef<CallController | null>(null);
  const startTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (startTimer.current !== null) clearTimeout(startTimer.current);
      controllerRef.current?.dispose();
      controllerRef.current = null;
      setSettingUp(false);
    };
  }, []);

  // Opening the dialog is the moment to fetch the SDK or the demo (docs/voice.md §7), if a web call can happen.
  const voice = config.voice;
  useEffect(() => {
    if (webUnavailableReason === null) backend.prefetch(voice);
  }, [backend, webUnavailableReason, voice]);

  function beginSetup(): void {
    setLoading(true);
    setSettingUp(true);
  }

  function endSetup(): void {
    setSettingUp(false);
    if (mounted.current) setLoading(false);
  }

  async function requestPhoneCall(request: CallRequest): Promise<void> {
    beginSetup();
    try {
      // The site's one anonymous id: the api limits calls by it and credits the call to the visitor's variants.
      const visitorId = getVisitorId();
      await createPhoneCall(config.endpoints.phoneCall, {
        userId: phoneCallUserId(visitorId),
        interviewId: newInterviewId(),
        phoneNumber: request.payload.phoneNumber ?? '',
        roleDescription: request.payload.roleDescription,
        prompt: phoneCallPrompt(flavour),
        interviewTitle: callDialogTitle(flavour),
        visitorId,
      });
      endSetup();
      window.alert(PHONE_CALL_SUCCESS);
      onCloseRef.current();
    } catch (failure) {
      endSetup();
      // A refusal (phone calls not configured, a rejected number) belongs next to the form, not in an alert.
      if (mounted.current) {
        setError(
          failure instanceof PhoneCallError && failure.serverMessage ? failure.serverMessage : PHONE_CALL_FAILURE,
        );
        setNumberProblem(failure instanceof PhoneCallError && failure.numberProblem);
      }
    }
  }

  async function startWebCall(request: CallRequest): Promise<void> {
    if (webUnavailableReason !== null) {
      setError(webUnavailableReason);
      return;
    }
    beginSetup();
    try {
      const microphone = await backend.checkMicrophone();
      if (!mounted.current) return;
      // The demo is a recording: it plays without a microphone (and says so in the call).
      if (!microphone.ok && !demo) {
        // A phone call is the way forward only if the server can place one; ask before suggesting it.
        const phoneCalls = await askPhoneAvailability();
        if (!mounted.current) return;
        setError(microphoneProblemMessage(microphone.problem, phoneCalls !== false));
        setMicrophoneProblem(microphone.problem);
        return;
      }
      let client: Awaited<ReturnType<typeof backend.loadClient>>;
      try {
        client = await backend.loadClient(config.voice);
      } catch {
        window.alert(INIT_FAILURE);
        return;
      }
      if (!mounted.current) return;
      const next = new CallController(client, { onCleanupError: () => window.alert(CLEANUP_FAILURE) });
      let reported = false;
      next.subscribe(() => {
        const snapshot = next.getSnapshot();
        if (snapshot.phase !== 'error' || reported) return;
        // A fatal error closes the modal, after saying why.
        reported = true;
        window.alert(snapshot.failure ?? callFailureMessage());
        onCloseRef.current();
      });
      announceCallStarted(next, demo);
      controllerRef.current = next;
      setController(next);
      startTimer.current = setTimeout(() => {
        startTimer.current = null;
        next.start({ roleDescription: request.payload.roleDescription });
      }, LIVE_MODAL_LEAD_MS);
    } finally {
      endSetup();
    }
  }

  // Asked once per dialog, when Phone Call is first chosen (the answer is there before the visitor has typed a
  // number) or when the microphone check fails (before a phone call is suggested instead).
  function askPhoneAvailability(): Promise<boolean | null> {
    phoneAvailability.current ??= fetchPhoneCallAvailability(config.endpoints.phoneCall).then((available) => {
      if (mounted.current) setPhoneAvailable(available);
      return available;
    });
    return phoneAvailability.current;
  }

  function handleTypeChange(type: CallType): void {
    if (type === 'phoneVapi') void askPhoneAvailability();
  }

  /** An error about the number is out of date once the visitor changes it. */
  function handleNumberEdit(): void {
    if (!numberProblem) return;
    setError(null);
    setNumberProblem(false);
  }

  function handleSubmit(input: CallSetupInput): void {
    setError(null);
    setNumberProblem(false);
    setMicrophoneProblem(null);
    const result = buildCallRequest({ type: input.type, phoneNumber: input.phoneNumber });
    if (!result.ok) {
      setError(result.error);
      setNumberProblem(input.type === 'phoneVapi');
      return;
    }
    if (result.request.type === 'phoneVapi') void requestPhoneCall(result.request);
    else void startWebCall(result.request);
  }

  if (controller) {
    return (
      <LiveCall
        controller={controller}
        titleId={titleId}
        voicecare={voicecare}
        demo={demo}
        microphones={backend.microphones}
        onClose={() => onCloseRef.current()}
      />
    );
  }
  return (
    <CallSetupForm
      flavour={flavour}
      titleId={titleId}
      loading={loading}
      error={error}
      numberProblem={numberProblem}
      onNumberEdit={handleNumberEdit}
      webUnavailableReason={webUnavailableReason}
      demo={demo}
      microphoneProblem={microphoneProblem}
      phoneUnavailableReason={phoneAvailable === false ? PHONE_CALLS_UNAVAILABLE_MESSAGE : null}
      onTypeChange={handleTypeChange}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
}

/** The live call's view of `controller`: its snapshot, and the view's buttons wired to it. */
function LiveCall({
  controller,
  onClose,
  ...shown
}: Pick<LiveCallViewProps, 'titleId' | 'voicecare' | 'demo' | 'microphones' | 'onClose'> & {
  controller: CallController;
}) {
  const snapshot = useCallSnapshot(controller);
  return (
    <LiveCallView
      {...shown}
      snapshot={snapshot}
      // Ending a call leads to the ended panel and its next step, as a call that ends by itself does (Close
      // closes); ending one that never connected cancels it and closes.
      onEnd={() => {
        const connected = snapshot.connectedAt !== null;
        void controller.hangUp();
        if (!connected) onClose();
      }}
      onToggleMute={() => controller.setMuted(!snapshot.muted)}
      onSelectMicrophone={(deviceId) => void controller.setMicrophone(deviceId)}
      onReconnect={() => void controller.reconnect()}
      onResumeAudio={() => void controller.resumeAudio()}
      onClose={onClose}
    />
  );
}
