import { useBusEvent, useLocation } from '@novavox/contracts-runtime';
import { ModalFrame } from '@novavox/contracts-ui/modal-frame';
import { type SelectOption, SelectOptions } from '@novavox/contracts-ui/select-options';
import { useId, useMemo, useState } from 'react';
import CallExperience from '../exposes/call-experience';
import CallTrigger from '../exposes/call-trigger';
import { createFakeVoiceCallBackend } from '../features/voice-call/api/fake-voice-call-backend';
import { type FakeCallScenario, fakeCallScripts } from '../features/voice-call/api/fake-voice-call-client';
import { productionVoiceCallBackend } from '../features/voice-call/api/production-voice-call-backend';
import { VoiceCallBackendProvider } from '../features/voice-call/components/voice-call-backend-provider';

type HarnessScenario = FakeCallScenario | 'microphoneBlocked' | 'microphoneMissing' | 'initFailure' | 'site';

const SCENARIOS: readonly SelectOption<HarnessScenario>[] = [
  { value: 'conversation', label: 'Conversation (you end it)' },
  { value: 'site', label: 'As the site runs it (the platform if configured, else the embedded demo, real audio)' },
  { value: 'networkDrop', label: 'Connection drops (network quality, reconnect)' },
  { value: 'assistantHangsUp', label: 'Assistant hangs up' },
  { value: 'noiseCancellationError', label: 'Noise-cancellation error (call goes on)' },
  { value: 'fatalError', label: 'Fatal error while connecting' },
  { value: 'neverConnects', label: 'Never connects (20 s timeout)' },
  { value: 'microphoneBlocked', label: 'Microphone blocked' },
  { value: 'microphoneMissing', label: 'No microphone' },
  { value: 'initFailure', label: 'SDK fails to initialise' },
];

/**
 * Plays the shell's part for this remote: a trigger for the current path and the experience it opens,
 * with a scripted fake voice client instead of the real SDK, so every flavour and failure can be run
 * without keys, a microphone or the voice platform.
 */
export function VoiceHarnessPage() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [scenario, setScenario] = useState<HarnessScenario>('conversation');
  const [session, setSession] = useState(0);
  const selectId = useId();
  useBusEvent('voice/open', () => {
    setSession((value) => value + 1);
    setOpen(true);
  });
  // A fresh fake per opening, as if the page had just loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `session` is the reason to rebuild
  const backend = useMemo(
    () =>
      scenario === 'site'
        ? productionVoiceCallBackend
        : createFakeVoiceCallBackend({
            script: scenario in fakeCallScripts ? fakeCallScripts[scenario as FakeCallScenario] : undefined,
            microphone:
              scenario === 'microphoneBlocked'
                ? { ok: false, problem: 'blocked' }
                : scenario === 'microphoneMissing'
                  ? { ok: false, problem: 'missing' }
                  : undefined,
            loadError: scenario === 'initFailure' ? 'The voice SDK could not be downloaded.' : undefined,
          }),
    [scenario, session],
  );
  return (
    <section>
      <h1>Voice call ({pathname})</h1>
      <p>
        <label htmlFor={selectId}>Fake call scenario </label>
        <select id={selectId} value={scenario} onChange={(event) => setScenario(event.target.value as HarnessScenario)}>
          <SelectOptions options={SCENARIOS} />
        </select>
      </p>
      <CallTrigger pathname={pathname} variant="hero" />
      {open && (
        <VoiceCallBackendProvider backend={backend}>
          <ModalFrame titleId="voice-harness-title" onClose={() => setOpen(false)}>
            <CallExperience pathname={pathname} titleId="voice-harness-title" onClose={() => setOpen(false)} />
          </ModalFrame>
        </VoiceCallBackendProvider>
      )}
    </section>
  );
}
