import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordVoiceEvents } from './recorded-voice-events.test-support';
import { createVapiVoiceCallClient, readableMessage, vapiErrorToEvent } from './vapi-voice-call-client';
import type { VapiConstructor } from './voice-sdk-loader';

/**
 * Contract test (docs/voice.md §6.3): the real Vapi class of @vapi-ai/web 2.7.1, driven through our adapter,
 * against a module-mocked @daily-co/daily-js. If an SDK upgrade changes what we rely on, this fails.
 *
 * The package ships its TypeScript source next to the compiled CommonJS. The CommonJS build reaches
 * daily-js through Node's own require(), which no module mock can intercept, so the test loads the
 * source (which Vitest transforms, so vi.mock applies) and checks below that the build has the same
 * public surface.
 */
const sdk = vi.hoisted(() => {
  const { createRequire } = require('node:module') as typeof import('node:module');
  const { dirname, join } = require('node:path') as typeof import('node:path');
  const vapiMain = createRequire(import.meta.url).resolve('@vapi-ai/web');
  return {
    vapiMain,
    vapiSource: join(dirname(vapiMain), '..', 'vapi.ts'),
    // daily-js is a dependency of @vapi-ai/web, not of mf-voice: resolve it from there.
    dailyJs: createRequire(vapiMain).resolve('@daily-co/daily-js'),
  };
});

const daily = vi.hoisted(() => {
  class FakeDailyCall {
    readonly handlers = new Map<string, Set<(payload?: unknown) => void>>();
    readonly sentAppMessages: unknown[] = [];
    joined = false;
    destroyed = 0;
    localAudioOn = true;
    joinArgs: unknown = null;
    inputSettingsError: Error | null = null;
    on(event: string, handler: (payload?: unknown) => void) {
      const set = this.handlers.get(event) ?? new Set();
      set.add(handler);
      this.handlers.set(event, set);
      return this;
    }
    once(event: string, handler: (payload?: unknown) => void) {
      return this.on(event, handler);
    }
    off(event: string, handler: (payload?: unknown) => void) {
      this.handlers.get(event)?.delete(handler);
      return this;
    }
    fire(event: string, payload?: unknown) {
      for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
    }
    iframe() {
      return null;
    }
    async join(args: unknown) {
      this.joinArgs = args;
      this.joined = true;
      return {};
    }
    async destroy() {
      this.destroyed += 1;
      if (this.joined) {
        this.joined = false;
        this.fire('left-meeting', { action: 'left-meeting' });
      }
    }
    updateParticipant() {
      return this;
    }
    startRemoteParticipantsAudioLevelObserver() {
      return Promise.resolve();
    }
    startLocalAudioLevelObserver() {
      return Promise.resolve();
    }
    updateInputSettings() {
      return this.inputSettingsError ? Promise.reject(this.inputSettingsError) : Promise.resolve({});
    }
    sendAppMessage(message: unknown) {
      this.sentAppMessages.push(message);
      return this;
    }
    setLocalAudio(on: boolean) {
      this.localAudioOn = on;
      return this;
    }
    localAudio() {
      return this.localAudioOn;
    }
    stopRecording() {}
    inputDevices: unknown[] = [];
    setInputDevicesAsync(options: unknown) {
      this.inputDevices.push(options);
      return Promise.resolve({});
    }
  }
  const state = {
    calls: [] as FakeDailyCall[],
    factoryOptions: [] as unknown[],
    nextInputSettingsError: null as Error | null,
  };
  return { FakeDailyCall, state };
});

vi.mock(sdk.dailyJs, () => ({
  default: {
    createCallObject: (options: unknown) => {
      const call = new daily.FakeDailyCall();
      call.inputSettingsError = daily.state.nextInputSettingsError;
      daily.state.calls.push(call);
      daily.state.factoryOptions.push(options);
      return call;
    },
  },
}));

let Vapi: VapiConstructor;

beforeAll(async () => {
  Vapi = ((await import(/* @vite-ignore */ sdk.vapiSource)) as { default: VapiConstructor }).default;
});

const API = 'https://voice.example.test';
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** A started call whose assistant has said it is listening, with its client and the events emitted so far. */
async function listeningCall() {
  answer(201, { id: 'call-1', webCallUrl: 'https://novavox.daily.co/room' });
  const { client, events } = connectedClient();
  await client.start({ roleDescription: 'r' });
  const call = lastCall();
  call.fire('app-message', { data: 'listening' });
  return { client, events, call };
}

function connectedClient() {
  const client = createVapiVoiceCallClient(Vapi, { publicKey: 'pk-public', assistantId: 'asst-1', apiBaseUrl: API });
  const events = recordVoiceEvents(client);
  return { client, events };
}

function lastCall() {
  const call = daily.state.calls.at(-1);
  if (!call) throw new Error('no Daily call object was created');
  return call as InstanceType<typeof daily.FakeDailyCall> & { fire: (event: string, payload?: unknown) => void };
}

beforeEach(() => {
  daily.state.calls.length = 0;
  daily.state.factoryOptions.length = 0;
  daily.state.nextInputSettingsError = null;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('starting a web call', () => {
  it('POSTs /call/web with the public key and assistant, then joins with avoidEval', async () => {
    answer(201, { id: 'call-1', webCallUrl: 'https://novavox.daily.co/room' });
    const { client } = connectedClient();
    await expect(client.start({ roleDescription: 'A grandmother' })).resolves.toBe(true);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API}/call/web`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer pk-public');
    expect(JSON.parse(String(init?.body))).toEqual({
      assistantId: 'asst-1',
      assistantOverrides: { variableValues: { roleDescription: 'A grandmother' } },
    });
    expect(daily.state.factoryOptions[0]).toMatchObject({ audioSource: true, dailyConfig: { avoidEval: true } });
    expect(lastCall().joinArgs).toMatchObject({ url: 'https://novavox.daily.co/room' });
  });

  it("maps 'listening', audio levels, transcripts and the end status to the app's events", async () => {
    answer(201, { id: 'call-1', webCallUrl: 'https://novavox.daily.co/room' });
    const { client, events } = connectedClient();
    await client.start({ roleDescription: 'r' });
    vi.useFakeTimers();
    const call = lastCall();

    call.fire('app-message', { data: 'listening' });
    call.fire('remote-participants-audio-level', { participantsAudioLevel: { bot: 0.05 } });
    call.fire('app-message', {
      data: JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello!' }),
    });
    call.fire('app-message', {
      data: JSON.stringify({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Hi th' }),
    });
    vi.advanceTimersByTime(1000);
    call.fire('app-message', {
      data: JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }),
    });

    const progress = events.filter((event) => event.type === 'start-progress');
    expect(progress.map((event) => event.stage).filter((stage, i, all) => stage !== all[i - 1])).toEqual([
      'preparing',
      'joining',
      'starting-audio',
    ]);
    events.splice(0, events.length, ...events.filter((event) => event.type !== 'start-progress'));
    expect(events.slice(0, 3)).toEqual([
      { type: 'call-start' },
      { type: 'volume', level: expect.closeTo(0.333, 3) },
      { type: 'speech-start' },
    ]);
    expect(events.slice(3)).toEqual([
      { type: 'transcript', role: 'assistant', text: 'Hello!', final: true },
      { type: 'transcript', role: 'user', text: 'Hi th', final: false },
      { type: 'speech-end' },
      { type: 'ended-reason', reason: 'assistant-ended-call' },
    ]);
  });

  it("maps Daily's network quality, connection drops and microphone level to the app's events", async () => {
    const { events, call } = await listeningCall();
    events.length = 0;

    call.fire('network-quality-change', {
      action: 'network-quality-change',
      networkState: 'warning',
      threshold: 'low',
      quality: 60,
    });
    call.fire('network-quality-change', {
      action: 'network-quality-change',
      networkState: 'bad',
      threshold: 'very-low',
      quality: 20,
    });
    call.fire('network-quality-change', { action: 'network-quality-change', networkState: 'unknown' });
    call.fire('network-connection', { action: 'network-connection', type: 'sfu', event: 'interrupted' });
    call.fire('network-connection', { action: 'network-connection', type: 'sfu', event: 'connected' });
    call.fire('local-audio-level', { action: 'local-audio-level', audioLevel: 0.3 });

    expect(events).toEqual([
      { type: 'network-quality', quality: 'weak' },
      { type: 'network-quality', quality: 'poor' },
      { type: 'connection', state: 'interrupted' },
      { type: 'connection', state: 'connected' },
      { type: 'local-volume', level: 0.3 },
    ]);
  });

  it('switches the microphone through Daily; a choice made before the call is applied when it starts', async () => {
    answer(201, { id: 'call-1', webCallUrl: 'https://novavox.daily.co/room' });
    const { client } = connectedClient();
    await client.setMicrophone('headset');
    await client.start({ roleDescription: 'r' });
    const call = lastCall();
    expect(call.inputDevices).toEqual([]);
    call.fire('app-message', { data: 'listening' });
    await Promise.resolve();
    expect(call.inputDevices).toEqual([{ audioDeviceId: 'headset' }]);
    await client.setMicrophone('usb');
    expect(call.inputDevices.at(-1)).toEqual({ audioDeviceId: 'usb' });
  });

  it('stop() asks the assistant to end, destroys the call and yields exactly one call-end', async () => {
    const { client, events, call } = await listeningCall();

    await client.stop();
    await Promise.resolve();

    expect(call.sentAppMessages).toEqual([JSON.stringify({ type: 'end-call' })]);
    expect(events.filter((event) => event.type === 'call-end')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'ended-reason', reason: 'customer-ended-call' });
  });

  it('has no assistant audio to resume before its track has arrived', async () => {
    const { client } = connectedClient();
    await expect(client.resumeAudio()).resolves.toBe(false);
  });

  it('mutes through Daily during a call, and throws the SDK’s message without one', async () => {
    const { client } = connectedClient();
    expect(() => client.setMuted(true)).toThrow('Call object is not available.');
    answer(201, { id: 'call-1', webCallUrl: 'https://novavox.daily.co/room' });
    await client.start({ roleDescription: 'r' });
    client.setMuted(true);
    expect(lastCall().localAudioOn).toBe(false);
  });
});

describe('failures', () => {
  it('an API error resolves start() to false after a fatal error carrying the response message', async () => {
    answer(500, { message: 'Internal server error', statusCode: 500 });
    const { client, events } = connectedClient();
    await expect(client.start({ roleDescription: 'r' })).resolves.toBe(false);
    expect(events).toEqual([
      { type: 'start-progress', stage: 'preparing' },
      { type: 'error', fatal: true, kind: 'start-method-error', message: 'Internal server error' },
    ]);
    expect(daily.state.calls).toHaveLength(0);
  });

  it('a Daily error during the call is fatal and readable', async () => {
    answer(201, { id: 'call-1', webCallUrl: 'https://novavox.daily.co/room' });
    const { client, events } = connectedClient();
    await client.start({ roleDescription: 'r' });
    lastCall().fire('error', { action: 'error', errorMsg: 'Meeting has ended', error: { type: 'ejected' } });
    expect(events.at(-1)).toEqual({ type: 'error', fatal: true, kind: 'daily-error', message: 'Meeting has ended' });
  });

  it('a noise-cancellation failure is reported as non-fatal and the call goes on', async () => {
    daily.state.nextInputSettingsError = new Error('KrispInitError: Canceled');
    answer(201, { id: 'call-1', webCallUrl: 'https://novavox.daily.co/room' });
    const { client, events } = connectedClient();
    await expect(client.start({ roleDescription: 'r' })).resolves.toBe(true);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'error',
        fatal: false,
        kind: 'audio-processing-setup-error',
        message: 'KrispInitError: Canceled',
      }),
    );
    expect(lastCall().destroyed).toBe(0);
  });
});

describe('the SDK traps this adapter exists for', () => {
  it('without an error listener, a failing start() rejects instead of returning null', async () => {
    answer(500, { message: 'boom' });
    const raw = new Vapi('pk', API);
    await expect(raw.start('asst-1')).rejects.toThrow(/Unhandled error/);
  });

  it('start() without an assistant throws the SDK’s own message', async () => {
    const raw = new Vapi('pk', API);
    raw.on('error', () => {});
    await expect(raw.start()).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
  });

  it('the compiled build exposes the same methods as the source tested here', async () => {
    // biome-ignore lint/style/noRestrictedImports: the contract test compares the build with its source
    const built = (await import('@vapi-ai/web')) as unknown as { default: VapiConstructor };
    const methods = (cls: VapiConstructor) => Object.getOwnPropertyNames(cls.prototype).sort();
    expect(methods(built.default)).toEqual(methods(Vapi));
  });
});

describe('readable messages', () => {
  it.each<[unknown, string | null]>([
    ['Failed to fetch', 'Failed to fetch'],
    [{ message: { message: ['assistantId must be a UUID'], error: 'Bad Request' } }, 'assistantId must be a UUID'],
    [{ errorMsg: 'Meeting has ended', error: { type: 'ejected' } }, 'Meeting has ended'],
    [{ error: { msg: 'room expired' } }, 'room expired'],
    ['{"message":"Key not allowed"}', 'Key not allowed'],
    [new Error('boom'), 'boom'],
    [{}, null],
  ])('%j → %s', (input, expected) => {
    expect(readableMessage(input)).toBe(expected);
  });

  it('blocked audio becomes the non-fatal audio-blocked event', () => {
    expect(vapiErrorToEvent({ type: 'audio-start-failed', error: { message: 'play() failed' } })).toEqual({
      type: 'error',
      fatal: false,
      kind: 'audio-blocked',
      message: 'play() failed',
    });
  });
});
