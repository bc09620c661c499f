import { DEFAULT_ROLE_DESCRIPTION } from '@novavox/contracts-api/forms';
import { type RuntimeConfig, RuntimeConfigProvider, subscribe } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { ModalFrame } from '@novavox/contracts-ui/modal-frame';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createFakeVoiceCallBackend, type FakeVoiceCallBackendOptions } from '../api/fake-voice-call-backend';
import type { FakeCallScript } from '../api/fake-voice-call-client';
import { DEMO_UNSUPPORTED } from '../api/production-voice-call-backend';
import {
  AUDIO_BLOCKED_NOTICE,
  type CallSnapshot,
  DEMO_WITHOUT_MICROPHONE_NOTICE,
  initialCallSnapshot,
} from '../model/call-controller';
import type { MicrophoneDirectory, VoiceCallBackend } from '../model/voice-call-backend';
import type { VoiceCallEvent } from '../model/voice-call-client';
import { LiveCallView } from './live-call-view';
import { VoiceCallBackendProvider } from './voice-call-backend-provider';
import { LIVE_MODAL_LEAD_MS, VoiceCallExperience } from './voice-call-experience';

const API = 'http://api.test';
const PHONE_ENDPOINT = `${API}/create_phone_call`;
const manual: FakeCallScript = { start: 'pending', startDelayMs: 0, steps: [] };
const BLOCKED_OR_PHONE =
  'Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again, or choose Phone Call.';
const MISSING_OR_PHONE = 'No microphone was found. Connect a microphone and try again, or choose Phone Call.';
// Asked when Phone Call is chosen: whether the api can place calls at all.
const server = setupServer(
  http.get(PHONE_ENDPOINT, () => HttpResponse.json({ available: true })),
  http.get('http://127.0.0.1:8787/create_phone_call', () => HttpResponse.json({ available: false })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let alertSpy: MockInstance<(message?: unknown) => void>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  alertSpy.mockRestore();
});

interface RenderOptions {
  path?: string;
  fake?: FakeVoiceCallBackendOptions;
  backend?: VoiceCallBackend;
  config?: RuntimeConfig;
  inModal?: boolean;
  /** Render without a backend provider, i.e. with the real SDK backend. */
  production?: boolean;
}

function renderExperience({ path = '/', fake, backend, config, inModal, production }: RenderOptions = {}) {
  const fakeBackend = createFakeVoiceCallBackend({ script: manual, ...fake });
  const onClose = vi.fn();
  const experience = <VoiceCallExperience pathname={path} titleId="voice-title" onClose={onClose} />;
  const framed = inModal ? (
    <ModalFrame titleId="voice-title" onClose={onClose}>
      {experience}
    </ModalFrame>
  ) : (
    experience
  );
  const utils = render(
    <RuntimeConfigProvider config={config ?? buildRuntimeConfig({ PUBLIC_API_URL: API })}>
      {production ? (
        framed
      ) : (
        <VoiceCallBackendProvider backend={backend ?? fakeBackend}>{framed}</VoiceCallBackendProvider>
      )}
    </RuntimeConfigProvider>,
  );
  return { ...utils, onClose, backend: fakeBackend, client: fakeBackend.client, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: /^(Begin|Setting up)/ });

/**
 * The phone-call endpoint answers `body` to `method` only once the test calls `answer`, so a test can look at
 * the experience while it waits.
 */
function holdPhoneEndpoint(method: 'get' | 'post', body: object) {
  const pending: { answer?: () => void } = {};
  server.use(
    http[method](PHONE_ENDPOINT, async () => {
      await new Promise<void>((resolve) => {
        pending.answer = resolve;
      });
      return HttpResponse.json(body);
    }),
  );
  return pending;
}

async function choosePhone(user: ReturnType<typeof userEvent.setup>, number?: string) {
  await user.click(screen.getByRole('radio', { name: 'Phone Call' }));
  if (number !== undefined) await user.type(screen.getByLabelText('Phone number'), number);
}

/** Opens the live-call modal with the fake client, as a click on the web-call submit does. */
async function startWebCall(options: RenderOptions = {}) {
  const rendered = renderExperience(options);
  await rendered.user.click(submit());
  await screen.findByRole('heading', { name: 'Check-In Call in Progress' });
  await waitFor(() => expect(rendered.client.startCalls).toHaveLength(1));
  const send = (event: VoiceCallEvent) => act(() => rendered.client.emit(event));
  return { ...rendered, send };
}

describe('the call-setup dialog', () => {
  it('is titled by flavour and labels its own title with the given id', () => {
    const { unmount } = renderExperience();
    expect(screen.getByRole('heading', { name: 'NovaVox Voice Assistant Demo' })).toHaveAttribute('id', 'voice-title');
    unmount();
    renderExperience({ path: '/care' });
    expect(screen.getByRole('heading', { name: 'Wellness Check-In Call' })).toBeInTheDocument();
  });

  it('offers Web Call (default) and Phone Call as a radio group of two cards', () => {
    renderExperience();
    const group = screen.getByRole('radiogroup', { name: 'Call type' });
    const web = within(group).getByRole('radio', { name: 'Web Call' });
    const phone = within(group).getByRole('radio', { name: 'Phone Call' });
    expect(web).toBeChecked();
    expect(web).toHaveAccessibleDescription('In-browser audio call');
    expect(phone).not.toBeChecked();
    expect(phone).toHaveAccessibleDescription('Call to your mobile');
  });

  it('shows the required tel input and its hint only for phone calls', async () => {
    const { user } = renderExperience();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    await choosePhone(user);
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Format: +1 (123) 456-7890 or 123-456-7890');
    await user.click(screen.getByRole('radio', { name: 'Web Call' }));
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Begin Check-In Web Call', 'Begin Check-In Phone Call'],
    ['/customer-insights', 'Begin Check-In Web Call', 'Begin Check-In Phone Call'],
    ['/care', 'Begin Wellness Call', 'Begin Wellness Call'],
  ])('on %s the submit reads %s / %s', async (path, webLabel, phoneLabel) => {
    const { user } = renderExperience({ path });
    expect(submit()).toHaveAccessibleName(webLabel);
    await choosePhone(user);
    expect(submit()).toHaveAccessibleName(phoneLabel);
  });

  it('disables submit for a phone call until a number is typed', async () => {
    const { user } = renderExperience();
    expect(submit()).toBeEnabled();
    await choosePhone(user);
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Phone number'), '5');
    expect(submit()).toBeEnabled();
  });

  it('explains an invalid number in the red error line, and clears it on the next submit', async () => {
    const pending = holdPhoneEndpoint('post', { callId: 'c', status: 'queued' });
    const { user } = renderExperience();
    await choosePhone(user, 'call me maybe');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number format. Please use format: +15551234567');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+15551234567');
    await user.click(submit());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.();
    await waitFor(() => expect(alertSpy).toHaveBeenCalled());
  });

  it('asks for a number that is only spaces', async () => {
    const { user } = renderExperience();
    await choosePhone(user, '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide a phone number');
  });

  it('closes on Cancel, on the X and on Escape', async () => {
    const { user, onClose } = renderExperience({ inModal: true });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('without a voice key, explains the microphone and that the web call is the embedded demo', async () => {
    // No provider: the production backend of the composed site, with the default config (no keys).
    vi.stubGlobal('AudioContext', class {});
    try {
      const { user } = renderExperience({ production: true, config: buildRuntimeConfig({}) });
      expect(submit()).toHaveAccessibleDescription(/your browser will ask to use your microphone/);
      expect(submit()).toHaveAccessibleDescription(
        /No voice platform is configured on this site, so this web call is a demo/,
      );
      await choosePhone(user);
      expect(screen.queryByText(/this web call is a demo/)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with a voice key, explains the microphone and says nothing of a demo', () => {
    const config = buildRuntimeConfig({ PUBLIC_VAPI_PUBLIC_KEY: 'pk', PUBLIC_VAPI_ASSISTANT_ID: 'asst' });
    renderExperience({ production: true, config });
    expect(submit()).toHaveAccessibleDescription(/your browser will ask to use your microphone/);
    expect(screen.queryByText(/this web call is a demo/)).toBeNull();
  });

  it('without a voice key and without Web Audio, says the demo cannot play here', async () => {
    // jsdom has no AudioContext, like a browser that cannot play the demo.
    const { user } = renderExperience({ production: true, config: buildRuntimeConfig({}) });
    expect(submit()).toHaveAccessibleDescription(DEMO_UNSUPPORTED);
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(DEMO_UNSUPPORTED);
    expect(screen.queryByRole('heading', { name: 'Check-In Call in Progress' })).not.toBeInTheDocument();
  });
});

describe('setting up a web call', () => {
  it('explains a blocked microphone, stays on the dialog and offers to try again', async () => {
    const backend = createFakeVoiceCallBackend({
      script: manual,
      microphone: { ok: false, problem: 'blocked' },
    });
    const { user } = renderExperience({ backend });
    const { client } = backend;
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(BLOCKED_OR_PHONE));
    expect(client.startCalls).toHaveLength(0);
    expect(submit()).toBeEnabled();
    // The visitor allows the microphone in the browser, then tries again from the dialog.
    backend.checkMicrophone = () => Promise.resolve({ ok: true });
    await user.click(screen.getByRole('button', { name: 'I allowed the microphone, try again' }));
    await screen.findByRole('heading', { name: 'Check-In Call in Progress' });
    await waitFor(() => expect(client.startCalls).toHaveLength(1));
  });

  it('offers Phone Call as the way forward when there is no microphone', async () => {
    const { user } = renderExperience({
      fake: { microphone: { ok: false, problem: 'missing' } },
    });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MISSING_OR_PHONE));
    expect(screen.getByRole('button', { name: 'I connected a microphone, try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Phone Call instead' }));
    expect(screen.getByRole('radio', { name: 'Phone Call' })).toBeChecked();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use Phone Call instead' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'blocked',
      'Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again.',
      'I allowed the microphone, try again',
    ],
    ['missing', 'No microphone was found. Connect a microphone and try again.', 'I connected a microphone, try again'],
  ] as const)(
    'with phone calls unavailable, a %s microphone suggests no phone call, so nothing leads round in a circle',
    async (problem, message, retry) => {
      let asked = 0;
      server.use(
        http.get(PHONE_ENDPOINT, () => {
          asked += 1;
          return HttpResponse.json({ available: false });
        }),
      );
      const { user, client } = renderExperience({ fake: { microphone: { ok: false, problem } } });
      await user.click(submit());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use Phone Call instead' })).not.toBeInTheDocument();
      // Choosing Phone Call by hand says at once that it is unavailable; back on Web Call the check fails again,
      // and still nothing points to the phone call. The server was asked once.
      await choosePhone(user);
      expect(screen.getByRole('status')).toHaveTextContent('Test phone calls are not available on this site yet.');
      await user.click(screen.getByRole('button', { name: 'Use Web Call instead' }));
      await user.click(submit());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(screen.queryByRole('button', { name: 'Use Phone Call instead' })).not.toBeInTheDocument();
      expect(asked).toBe(1);
      expect(client.startCalls).toHaveLength(0);
    },
  );

  it('still suggests a phone call when the server does not say whether it can place one', async () => {
    server.use(http.get(PHONE_ENDPOINT, () => new HttpResponse(null, { status: 405 })));
    const { user } = renderExperience({ fake: { microphone: { ok: false, problem: 'blocked' } } });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(BLOCKED_OR_PHONE));
    expect(screen.getByRole('button', { name: 'Use Phone Call instead' })).toBeInTheDocument();
  });

  it('waits for the server’s answer before saying what to do, reading Setting up... meanwhile', async () => {
    const pending = holdPhoneEndpoint('get', { available: false });
    const { user } = renderExperience({ fake: { microphone: { ok: false, problem: 'blocked' } } });
    await user.click(submit());
    await waitFor(() => expect(pending.answer).toBeDefined());
    expect(submit()).toHaveAccessibleName('Setting up...');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    pending.answer?.();
    await waitFor(() => expect(submit()).toHaveAccessibleName('Begin Check-In Web Call'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Phone Call');
  });

  it("alerts 'Error initializing Vapi' when the SDK cannot be initialised", async () => {
    const { user } = renderExperience({ fake: { loadError: 'chunk failed' } });
    await user.click(submit());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error initializing Vapi'));
    expect(submit()).toHaveAccessibleName('Begin Check-In Web Call');
  });

  it("reads 'Setting up...' with a spinner and is disabled while loading", async () => {
    const pending: { grant?: () => void } = {};
    const backend = createFakeVoiceCallBackend({ script: manual });
    backend.checkMicrophone = () =>
      new Promise((resolve) => {
        pending.grant = () => resolve({ ok: true });
      });
    const { user } = renderExperience({ backend });
    await user.click(submit());
    const button = submit();
    expect(button).toHaveAccessibleName('Setting up...');
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your call, please wait.');
    act(() => pending.grant?.());
    await screen.findByRole('heading', { name: 'Check-In Call in Progress' });
  });

  it('opens the live-call modal about 100 ms before starting the call, with the default role', async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeVoiceCallBackend({ script: manual });
      render(
        <RuntimeConfigProvider config={buildRuntimeConfig({ PUBLIC_API_URL: API })}>
          <VoiceCallBackendProvider backend={fake}>
            <VoiceCallExperience pathname="/" titleId="voice-title" onClose={() => {}} />
          </VoiceCallBackendProvider>
        </RuntimeConfigProvider>,
      );
      act(() => submit().click());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('heading', { name: 'Check-In Call in Progress' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(LIVE_MODAL_LEAD_MS - 1));
      expect(fake.client.startCalls).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(fake.client.startCalls).toEqual([{ roleDescription: DEFAULT_ROLE_DESCRIPTION }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the live-call modal', () => {
  it('shows connecting, listening and speaking as the events arrive', async () => {
    const { send } = await startWebCall();
    const title = screen.getByRole('heading', { name: 'Check-In Call in Progress' });
    expect(title).toHaveAttribute('id', 'voice-title');
    expect(title).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toBeDisabled();
    send({ type: 'call-start' });
    expect(screen.getByText('Listening')).toBeInTheDocument();
    send({ type: 'speech-start' });
    expect(screen.getByText('Assistant is speaking')).toBeInTheDocument();
    send({ type: 'speech-end' });
    expect(screen.getByText('Listening')).toBeInTheDocument();
  });

  it.each([
    [true, 'the embedded demo'],
    [false, 'a voice-platform call'],
  ])('says once on the bus that the web call started (demo: %s, %s)', async (demo) => {
    const started: unknown[] = [];
    const unsubscribe = subscribe('voice/call-started', (event) => started.push(event));
    try {
      const { send, user } = await startWebCall({ fake: { demo } });
      send({ type: 'start-progress', stage: 'joining' });
      expect(started).toEqual([]);
      send({ type: 'call-start' });
      send({ type: 'speech-start' });
      send({ type: 'speech-end' });
      await user.click(screen.getByRole('button', { name: 'End Interview' }));
      expect(started).toEqual([{ type: 'voice/call-started', demo }]);
    } finally {
      unsubscribe();
    }
  });

  it('drives the volume bar with the assistant’s level', async () => {
    const { send } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'volume', level: 0.42 });
    const meter = screen.getByRole('meter', { name: 'Assistant volume' });
    expect(meter).toHaveAttribute('value', '0.42');
    expect(meter).toHaveAttribute('aria-valuetext', '42%');
  });

  it('keeps a live transcript of both sides', async () => {
    const { send } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'transcript', role: 'assistant', text: 'Good morning! How are you?', final: true });
    send({ type: 'transcript', role: 'user', text: 'Fine, than', final: false });
    const log = screen.getByRole('log', { name: 'Live transcript' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Assistant: Good morning! How are you?']);
    expect(screen.getByText('Fine, than')).toBeInTheDocument();
    send({ type: 'transcript', role: 'user', text: 'Fine, thank you.', final: true });
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('You: Fine, thank you.');
    expect(screen.queryByText('Fine, than')).not.toBeInTheDocument();
  });

  it('toggles the microphone mute', async () => {
    const { send, user, client } = await startWebCall();
    send({ type: 'call-start' });
    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(client.isMuted()).toBe(true);
    await user.click(mute);
    expect(client.isMuted()).toBe(false);
  });

  it("ends with 'End Interview': the call stops and the ended panel offers the next step; Close closes", async () => {
    const { send, user, client, onClose } = await startWebCall();
    send({ type: 'call-start' });
    expect(screen.queryByRole('button', { name: 'End Wellness Call' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End Interview' }));
    await waitFor(() => expect(client.stopCalls).toBe(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Check-In Call Ended' })).toBeInTheDocument();
    expect(screen.getByText('You ended the call.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What your family receives after a call like this' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("is purple with 'End Wellness Call' on a voicecare path", async () => {
    await startWebCall({ path: '/voicecare' });
    const heading = screen.getByRole('heading', { name: 'Check-In Call in Progress' });
    expect(heading.closest('section')).toHaveAttribute('data-theme', 'voicecare');
    expect(screen.getByRole('button', { name: 'End Wellness Call' })).toBeInTheDocument();
  });

  it('is not purple elsewhere', async () => {
    await startWebCall({ path: '/care' });
    const heading = screen.getByRole('heading', { name: 'Check-In Call in Progress' });
    expect(heading.closest('section')).toHaveAttribute('data-theme', 'default');
    expect(screen.getByRole('button', { name: 'End Interview' })).toBeInTheDocument();
  });

  it('the End button cancels a call that is still connecting', async () => {
    const { user, client, onClose } = await startWebCall();
    await user.click(screen.getByRole('button', { name: 'End Interview' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(client.stopCalls).toBe(1));
  });

  it('a fatal error closes the modal after saying why', async () => {
    const { send, onClose } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'error', fatal: true, kind: 'daily-error', message: 'Meeting has ended' });
    expect(alertSpy).toHaveBeenCalledWith('The call failed: Meeting has ended');
    expect(onClose).toHaveBeenCalledTimes(1);
    send({ type: 'error', fatal: true, kind: 'start-method-error', message: 'again' });
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it('a non-fatal noise-cancellation error does not close it', async () => {
    const { send, onClose } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'error', fatal: false, kind: 'audio-processing-setup-error', message: 'KrispInitError' });
    expect(onClose).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByText('Listening')).toBeInTheDocument();
  });

  it('tells the visitor when the browser blocked the assistant’s audio, and plays it on a click', async () => {
    const { send, user, client } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'error', fatal: false, kind: 'audio-blocked', message: 'play() failed' });
    expect(screen.getByText(AUDIO_BLOCKED_NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Play the assistant's audio" }));
    expect(client.resumeAudioCalls).toBe(1);
    await waitFor(() => expect(screen.queryByText(AUDIO_BLOCKED_NOTICE)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: "Play the assistant's audio" })).not.toBeInTheDocument();
  });

  it('at the end says the call has ended and offers the next step: what the family receives, and Join Waitlist', async () => {
    const { send, user } = await startWebCall();
    const events: unknown[] = [];
    const stop = subscribe('waitlist/open', (event) => events.push(event));
    send({ type: 'call-start' });
    send({ type: 'call-end' });
    expect(screen.getByRole('heading', { level: 2, name: 'Check-In Call Ended' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Call ended');
    expect(screen.getByRole('heading', { name: 'What your family receives after a call like this' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(events).toContainEqual({ type: 'waitlist/open', source: 'demo-call' });
    stop();
  });

  it('keeps the transcript out of the live announcements, and reachable by keyboard', async () => {
    const { send } = await startWebCall();
    send({ type: 'call-start' });
    expect(screen.getByRole('log', { name: 'Live transcript' })).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('region', { name: 'Live transcript' })).toHaveAttribute('tabindex', '0');
    send({ type: 'speech-start' });
    expect(screen.getByRole('status')).toHaveTextContent('Assistant is speaking');
  });

  it('asks before Escape ends a live call; a second Escape keeps the call going', async () => {
    const { send, user, onClose, client } = await startWebCall({ inModal: true });
    send({ type: 'call-start' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'End the call now?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep talking' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'End the call now?' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('group', { name: 'End the call now?' })).getByRole('button', { name: 'End Interview' }),
    );
    await waitFor(() => expect(client.stopCalls).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the demo starts without a microphone and says so in the call', async () => {
    const { send } = await startWebCall({
      fake: { demo: true, microphone: { ok: false, problem: 'blocked' } },
    });
    send({ type: 'call-start' });
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toBeInTheDocument();
    send({ type: 'error', fatal: false, kind: 'microphone-unavailable', message: 'Permission denied' });
    expect(screen.getByText(DEMO_WITHOUT_MICROPHONE_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End Interview' })).toBeVisible();
    // No microphone: nothing to pick, measure or mute.
    expect(screen.queryByRole('button', { name: 'Mute microphone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Microphone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: /Your microphone/ })).not.toBeInTheDocument();
  });

  it('shows why the call ended when the other side ended it', async () => {
    const { send, user, onClose } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'call-end' });
    send({ type: 'ended-reason', reason: 'assistant-ended-call' });
    expect(screen.getByText('The assistant ended the call.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End Interview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("alerts 'Error cleaning up Vapi' when stopping fails", async () => {
    const { send, user } = await startWebCall({ fake: { script: { ...manual, stopError: 'destroy failed' } } });
    send({ type: 'call-start' });
    await user.click(screen.getByRole('button', { name: 'End Interview' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error cleaning up Vapi'));
  });

  it('closing the dialog some other way (Escape, unmount) stops the call', async () => {
    const { send, unmount, client } = await startWebCall();
    send({ type: 'call-start' });
    unmount();
    await waitFor(() => expect(client.stopCalls).toBe(1));
  });
});

describe('a phone call', () => {
  it('POSTs the request, alerts success and closes', async () => {
    let seen: { userId: string | null; body: Record<string, unknown> } | null = null;
    server.use(
      http.post(PHONE_ENDPOINT, async ({ request }) => {
        seen = { userId: request.headers.get('x-user-id'), body: (await request.json()) as Record<string, unknown> };
        return HttpResponse.json({ callId: 'call-1', status: 'queued' }, { status: 201 });
      }),
    );
    // A visitor from before the site had one anonymous id still holds the voice remote's own.
    localStorage.setItem('nvx_voice_visitor_id', '6f1c2d3e-4b5a-4c6d-8e7f-001122334455');
    const { user, onClose } = renderExperience({ path: '/care' });
    await choosePhone(user, '  +1 (555) 123-4567 ');
    await user.click(submit());
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Test call has been initiated successfully. You should receive a call shortly.',
      ),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    const request = seen as unknown as { userId: string; body: Record<string, unknown> };
    expect(request.body).toMatchObject({
      userId: request.userId,
      phoneNumber: '+1 (555) 123-4567',
      roleDescription: DEFAULT_ROLE_DESCRIPTION,
      interviewTitle: 'Wellness Check-In Call',
    });
    expect(request.body.interviewId).toEqual(expect.any(String));
    expect(request.body.prompt).toEqual(expect.stringContaining('NovaVox'));
    // The experiments' visitor id, so the api credits the call it places to this visitor's variants.
    expect(request.body.visitorId).toBe(localStorage.getItem('nvx_uid'));
    expect(request.body.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    // One anonymous id: the user id the api limits calls by is the visitor id, and the old one is forgotten.
    expect(request.userId).toBe(request.body.visitorId);
    expect(localStorage.getItem('nvx_voice_visitor_id')).toBeNull();
  });

  it("shows 'Setting up...' until the server answers", async () => {
    const pending = holdPhoneEndpoint('post', { callId: 'call-1', status: 'queued' });
    const { user } = renderExperience();
    await choosePhone(user, '5551234567');
    await user.click(submit());
    expect(submit()).toHaveAccessibleName('Setting up...');
    expect(submit()).toBeDisabled();
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.();
    await waitFor(() => expect(alertSpy).toHaveBeenCalled());
  });

  it('says phone calls are unavailable as soon as Phone Call is chosen, before any number is typed', async () => {
    server.use(http.get(PHONE_ENDPOINT, () => HttpResponse.json({ available: false })));
    const { user } = renderExperience();
    await choosePhone(user);
    const reason =
      'Test phone calls are not available on this site yet. The web call works right here in your browser.';
    expect(await screen.findByText(reason, { selector: 'p:not([role])' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(reason);
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use Web Call instead' }));
    expect(screen.getByRole('radio', { name: 'Web Call' })).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('keeps a valid number unmarked when the server refuses the call', async () => {
    server.use(
      http.post(PHONE_ENDPOINT, () => HttpResponse.json({ message: 'The voice platform is busy.' }, { status: 503 })),
    );
    const { user } = renderExperience();
    await choosePhone(user, '+15551234567');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The voice platform is busy.'));
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'false');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(submit());
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [503, 'Phone calls are not configured on this server'],
    // The api's toll-fraud rules, each naming itself.
    [422, 'Phone calls can only be placed to mobile or landline numbers in the United States or Canada.'],
    [
      422,
      'Phone calls cannot be placed to premium-rate, shared-cost, toll-free or other special-rate numbers. Please enter a mobile or landline number.',
    ],
    [429, 'We have placed as many test calls as we can this hour. Please try again later.'],
  ])('shows the server’s refusal (%i) in the error line, not in an alert, and stays open', async (status, message) => {
    server.use(http.post(PHONE_ENDPOINT, () => HttpResponse.json({ message }, { status })));
    const { user, onClose } = renderExperience();
    await choosePhone(user, '5551234567');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(alertSpy).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(submit()).toHaveAccessibleName('Begin Check-In Phone Call');
  });

  it('marks the number when the server refuses the number itself, keeps focus in it, and clears the line on edit', async () => {
    const message = '123 is not a valid area code. Please check the number.';
    server.use(
      http.post(PHONE_ENDPOINT, () =>
        HttpResponse.json({ message, fields: { phoneNumber: message } }, { status: 422 }),
      ),
    );
    const { user } = renderExperience();
    await choosePhone(user, '+1 (123) 456-7890');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    const field = screen.getByLabelText('Phone number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`Format: +1 (123) 456-7890 or 123-456-7890 ${message}`);
    expect(field).toHaveFocus();
    await user.type(field, '1');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps focus in the number after a refusal of the call, and after a format error, cleared by emptying it', async () => {
    server.use(
      http.post(PHONE_ENDPOINT, () =>
        HttpResponse.json({ message: 'Too many calls to your address. Please try again later.' }, { status: 429 }),
      ),
    );
    const { user } = renderExperience();
    await choosePhone(user, '(415) 555-2673');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many calls'));
    expect(screen.getByLabelText('Phone number')).toHaveFocus();

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), 'call me{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number format. Please use format: +15551234567');
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    await user.clear(screen.getByLabelText('Phone number'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows 'Failed to set up test interview' when the failure has no message", async () => {
    server.use(http.post(PHONE_ENDPOINT, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderExperience();
    await choosePhone(user, '5551234567');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to set up test interview'));
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe('the live-call controls', () => {
  it('shows the steps of connecting, the current one marked', async () => {
    const { send } = await startWebCall();
    send({ type: 'start-progress', stage: 'joining' });
    const steps = within(screen.getByRole('list', { name: 'Connection steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Preparing the call (done)',
      'Joining the call',
      'Starting audio',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting… Step 2 of 3: Joining the call.');
    send({ type: 'call-start' });
    expect(screen.queryByRole('list', { name: 'Connection steps' })).not.toBeInTheDocument();
  });

  it('says plainly when the call is the embedded demo', async () => {
    await startWebCall({ fake: { demo: true } });
    expect(screen.getByText('Demo call')).toBeInTheDocument();
    expect(
      screen.getByText(/No voice platform is configured on this site, so this web call is a demo/),
    ).toBeInTheDocument();
  });

  it('says nothing of a demo on a platform call', async () => {
    await startWebCall();
    expect(screen.queryByText('Demo call')).not.toBeInTheDocument();
    expect(screen.queryByText(/this web call is a demo/)).not.toBeInTheDocument();
  });

  it('lists the microphones in a select labelled Microphone and switches live', async () => {
    const { send, user, client, backend } = await startWebCall();
    send({ type: 'call-start' });
    const picker = await screen.findByRole('combobox', { name: 'Microphone' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default microphone', 'Headset microphone']);
    expect(picker).toHaveValue('default');
    await user.selectOptions(picker, 'Headset microphone');
    expect(picker).toHaveValue('headset');
    await waitFor(() => expect(client.microphoneCalls).toEqual(['headset']));
    // A microphone plugged in appears without reopening the modal.
    act(() =>
      backend.setMicrophones([
        { deviceId: 'default', label: 'Default microphone' },
        { deviceId: 'headset', label: 'Headset microphone' },
        { deviceId: 'usb', label: 'USB microphone' },
      ]),
    );
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
  });

  it('shows the visitor’s microphone level, and zero while muted', async () => {
    const { send, user } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'local-volume', level: 0.25 });
    expect(screen.getByRole('meter', { name: 'Your microphone' })).toHaveAttribute('value', '0.25');
    await user.click(screen.getByRole('button', { name: 'Mute microphone' }));
    send({ type: 'local-volume', level: 0.25 });
    expect(screen.getByRole('meter', { name: 'Your microphone (muted)' })).toHaveAttribute('value', '0');
  });

  it('shows the connection quality where the platform reports it', async () => {
    const { send } = await startWebCall();
    send({ type: 'call-start' });
    expect(screen.queryByText(/^Connection:/)).not.toBeInTheDocument();
    send({ type: 'network-quality', quality: 'poor' });
    expect(screen.getByText('Connection: Poor')).toHaveAttribute('data-quality', 'poor');
    send({ type: 'network-quality', quality: 'good' });
    expect(screen.getByText('Connection: Good')).toBeInTheDocument();
  });

  it('offers to reconnect while the connection is down, and starts the call again', async () => {
    const { send, user, client } = await startWebCall();
    send({ type: 'call-start' });
    expect(screen.queryByRole('button', { name: 'Reconnect now' })).not.toBeInTheDocument();
    send({ type: 'connection', state: 'interrupted' });
    expect(screen.getByRole('alert')).toHaveTextContent('The connection dropped.');
    await user.click(screen.getByRole('button', { name: 'Reconnect now' }));
    await waitFor(() => expect(client.startCalls).toHaveLength(2));
    expect(client.stopCalls).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
  });

  it('after a call the dropped connection cut short, offers Reconnect next to Close', async () => {
    const { send, user, client } = await startWebCall();
    send({ type: 'call-start' });
    send({ type: 'connection', state: 'interrupted' });
    send({ type: 'call-end' });
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(client.startCalls).toHaveLength(2));
  });
});

describe('the call timer', () => {
  const directory: MicrophoneDirectory = { list: () => Promise.resolve([]), onChange: () => () => {} };
  const view = (snapshot: Partial<CallSnapshot>) => (
    <LiveCallView
      titleId="t"
      snapshot={{ ...initialCallSnapshot, ...snapshot }}
      voicecare={false}
      demo={false}
      microphones={directory}
      onEnd={() => {}}
      onToggleMute={() => {}}
      onSelectMicrophone={() => {}}
      onReconnect={() => {}}
      onResumeAudio={() => {}}
      onClose={() => {}}
    />
  );

  it('reads 0:00 until the call connects, then m:ss, ticking every second', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    try {
      const { rerender } = render(view({ phase: 'connecting' }));
      expect(screen.getByRole('timer', { name: 'Call time' })).toHaveTextContent('0:00');
      const connectedAt = Date.now() - 65_000;
      rerender(view({ phase: 'listening', connectedAt }));
      expect(screen.getByRole('timer', { name: 'Call time' })).toHaveTextContent('1:05');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('timer', { name: 'Call time' })).toHaveTextContent('1:06');
      // Once ended, it shows the call's length and stops.
      rerender(view({ phase: 'ended', connectedAt, endedAt: connectedAt + 600_000 }));
      expect(screen.getByRole('timer', { name: 'Call time' })).toHaveTextContent('10:00');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.getByRole('timer', { name: 'Call time' })).toHaveTextContent('10:00');
    } finally {
      vi.useRealTimers();
    }
  });
});
