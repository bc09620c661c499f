import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCallScript, FakeVoiceCallClient, fakeCallScripts } from '../api/fake-voice-call-client';
import {
  AUDIO_BLOCKED_NOTICE,
  CallController,
  CONNECT_TIMEOUT_MS,
  callFailureMessage,
  connectTimeoutMessage,
  isInCall,
  unitLevel,
} from './call-controller';

const manual: FakeCallScript = { start: 'pending', startDelayMs: 0, steps: [] };
const options = { roleDescription: 'A grandmother' };

function setup(script: FakeCallScript = manual, onCleanupError = vi.fn()) {
  const client = new FakeVoiceCallClient(script);
  const controller = new CallController(client, { onCleanupError });
  const phases: string[] = [];
  controller.subscribe(() => {
    const { phase } = controller.getSnapshot();
    if (phases.at(-1) !== phase) phases.push(phase);
  });
  return { client, controller, phases, onCleanupError };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A call started and hung up before it connected: its start is still pending. */
async function cancelledWhileConnecting() {
  const call = setup();
  call.controller.start(options);
  await call.controller.hangUp();
  return call;
}

describe('CallController state machine', () => {
  it('goes idle → connecting → listening ⇄ speaking → ended, driven by events', () => {
    const { client, controller, phases } = setup();
    expect(controller.getSnapshot().phase).toBe('idle');
    controller.start(options);
    expect(client.startCalls).toEqual([options]);
    client.resolveStart(true);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'speech-start' });
    client.emit({ type: 'volume', level: 0.6 });
    expect(controller.getSnapshot().volume).toBe(0.6);
    client.emit({ type: 'speech-end' });
    client.emit({ type: 'speech-start' });
    client.emit({ type: 'call-end' });
    client.emit({ type: 'ended-reason', reason: 'assistant-ended-call' });
    expect(phases).toEqual(['connecting', 'listening', 'speaking', 'listening', 'speaking', 'ended']);
    expect(controller.getSnapshot()).toMatchObject({
      endedReason: 'assistant-ended-call',
      endedByUser: false,
      volume: 0,
    });
  });

  it('clamps the volume and ignores it until the call is listening', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'volume', level: 0.5 });
    expect(controller.getSnapshot().volume).toBe(0);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'volume', level: 3 });
    expect(controller.getSnapshot().volume).toBe(1);
  });

  it('keeps final transcript lines of both sides and the partial words apart', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'transcript', role: 'assistant', text: 'Good mor', final: false });
    expect(controller.getSnapshot().partial.assistant).toBe('Good mor');
    client.emit({ type: 'transcript', role: 'assistant', text: 'Good morning!', final: true });
    client.emit({ type: 'transcript', role: 'user', text: 'Hello.', final: true });
    const snapshot = controller.getSnapshot();
    expect(snapshot.partial).toEqual({ assistant: null, user: null });
    expect(snapshot.transcript.map(({ role, text }) => [role, text])).toEqual([
      ['assistant', 'Good morning!'],
      ['user', 'Hello.'],
    ]);
  });

  it('ignores a second start while one is live', () => {
    const { client, controller } = setup();
    expect(controller.start(options)).toBe(true);
    expect(controller.start(options)).toBe(false);
    expect(client.startCalls).toHaveLength(1);
  });
});

describe('CallController errors', () => {
  it('a fatal error fails the attempt with a reason and cleans up', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'error', fatal: true, kind: 'daily-error', message: 'Meeting has ended' });
    expect(controller.getSnapshot()).toMatchObject({
      phase: 'error',
      failure: callFailureMessage('Meeting has ended'),
    });
    expect(client.stopCalls).toBe(1);
    // Later errors of the same attempt (the SDK sends start-method-error after daily-error) change nothing.
    client.emit({ type: 'error', fatal: true, kind: 'start-method-error', message: 'other' });
    expect(controller.getSnapshot().failure).toBe(callFailureMessage('Meeting has ended'));
  });

  it('a non-fatal noise-cancellation error leaves the call going', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'error', fatal: false, kind: 'audio-processing-setup-error', message: 'Krisp' });
    expect(controller.getSnapshot()).toMatchObject({ phase: 'listening', failure: null, notice: null });
    expect(client.stopCalls).toBe(0);
  });

  it('blocked audio is a notice, not a failure', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'error', fatal: false, kind: 'audio-blocked', message: 'play() failed' });
    expect(controller.getSnapshot()).toMatchObject({ phase: 'listening', notice: AUDIO_BLOCKED_NOTICE });
  });

  it('a start that gives up without an error event still fails', async () => {
    const { client, controller } = setup();
    controller.start(options);
    client.resolveStart(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot().phase).toBe('error');
  });

  it('a start that throws fails the attempt', () => {
    const client = new FakeVoiceCallClient(manual);
    vi.spyOn(client, 'start').mockImplementation(() => {
      throw new Error('Assistant or Squad or Workflow must be provided.');
    });
    const controller = new CallController(client);
    controller.start(options);
    expect(controller.getSnapshot().failure).toBe(
      callFailureMessage('Assistant or Squad or Workflow must be provided.'),
    );
  });

  it('words a failure with its detail, and without one the bare sentence (the one writer of both)', () => {
    expect(callFailureMessage('Meeting has ended')).toBe('The call failed: Meeting has ended');
    expect(callFailureMessage()).toBe('The call failed.');
  });

  it('times out after about 20 s of connecting, stops the client and says so', async () => {
    const { client, controller } = setup();
    controller.start(options);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(controller.getSnapshot().phase).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getSnapshot()).toMatchObject({
      phase: 'error',
      failure: connectTimeoutMessage(CONNECT_TIMEOUT_MS),
    });
    expect(connectTimeoutMessage(CONNECT_TIMEOUT_MS)).toContain('20 seconds');
    expect(client.stopCalls).toBe(1);
  });

  it('does not time out once the call is listening', async () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS * 2);
    expect(controller.getSnapshot().phase).toBe('listening');
  });

  it('reports a failed cleanup', async () => {
    const { client, controller, onCleanupError } = setup({ ...manual, stopError: 'destroy failed' });
    controller.start(options);
    client.emit({ type: 'call-start' });
    await controller.hangUp();
    expect(onCleanupError).toHaveBeenCalledWith(new Error('destroy failed'));
  });
});

describe('CallController cancellation (per-attempt token)', () => {
  it('hanging up ends the call as the visitor', async () => {
    const { client, controller } = setup();
    controller.start(options);
    client.resolveStart(true);
    await vi.advanceTimersByTimeAsync(0);
    client.emit({ type: 'call-start' });
    await controller.hangUp();
    expect(controller.getSnapshot()).toMatchObject({
      phase: 'ended',
      endedByUser: true,
      endedReason: 'customer-ended-call',
    });
    expect(client.stopCalls).toBe(1);
  });

  it('a join that lands after a cancel is stopped again', async () => {
    const { client, controller } = await cancelledWhileConnecting();
    expect(client.stopCalls).toBe(1);
    client.resolveStart(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.stopCalls).toBe(2);
    expect(controller.getSnapshot().phase).toBe('ended');
  });

  it('a call-start after a cancel is stopped and does not revive the call', async () => {
    const { client, controller } = await cancelledWhileConnecting();
    client.emit({ type: 'call-start' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.stopCalls).toBe(2);
    expect(controller.getSnapshot().phase).toBe('ended');
  });

  it('a start that never settles after a cancel leaves the controller usable', async () => {
    const { client, controller } = await cancelledWhileConnecting();
    expect(controller.start(options)).toBe(true);
    expect(client.startCalls).toHaveLength(2);
    expect(controller.getSnapshot().phase).toBe('connecting');
  });

  it('the timeout of a cancelled attempt does nothing', async () => {
    const { controller } = await cancelledWhileConnecting();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(controller.getSnapshot()).toMatchObject({ phase: 'ended', failure: null });
  });

  it('dispose hangs up a live call and detaches from the client', async () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    controller.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.stopCalls).toBe(1);
    expect(client.listenerCount()).toBe(0);
  });
});

describe('CallController mute', () => {
  it('mutes only during a call', () => {
    const { client, controller } = setup();
    controller.setMuted(true);
    expect(controller.getSnapshot().muted).toBe(false);
    controller.start(options);
    client.resolveStart(true);
    client.emit({ type: 'call-start' });
    controller.setMuted(true);
    expect(controller.getSnapshot().muted).toBe(true);
    expect(client.isMuted()).toBe(true);
    controller.setMuted(false);
    expect(client.isMuted()).toBe(false);
  });
});

describe('scripted fake calls', () => {
  it('the conversation script connects, speaks, transcribes and stays up until hung up', async () => {
    const { controller, phases } = setup(fakeCallScripts.conversation);
    controller.start(options);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(phases.slice(0, 3)).toEqual(['connecting', 'listening', 'speaking']);
    const snapshot = controller.getSnapshot();
    expect(snapshot.phase).toBe('listening');
    expect(snapshot.transcript.map((line) => line.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  it('the fatal script fails with its message', async () => {
    const { controller } = setup(fakeCallScripts.fatalError);
    controller.start(options);
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getSnapshot().failure).toBe(callFailureMessage('Failed to load call object bundle'));
  });

  it('the hang-up script ends with the assistant’s reason', async () => {
    const { controller } = setup(fakeCallScripts.assistantHangsUp);
    controller.start(options);
    await vi.advanceTimersByTimeAsync(5000);
    expect(controller.getSnapshot()).toMatchObject({ phase: 'ended', endedReason: 'assistant-ended-call' });
  });
});

describe('the controls around the call', () => {
  it('reports the connecting step until the call starts', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'start-progress', stage: 'preparing' });
    expect(controller.getSnapshot().stage).toBe('preparing');
    client.emit({ type: 'start-progress', stage: 'joining' });
    expect(controller.getSnapshot().stage).toBe('joining');
    client.emit({ type: 'call-start' });
    expect(controller.getSnapshot().stage).toBeNull();
    client.emit({ type: 'start-progress', stage: 'starting-audio' });
    expect(controller.getSnapshot().stage).toBeNull();
  });

  it('times the call from call-start to its end', async () => {
    let now = 1_000_000;
    const client = new FakeVoiceCallClient(manual);
    const controller = new CallController(client, { now: () => now });
    controller.start(options);
    now += 4_000;
    expect(controller.getSnapshot().connectedAt).toBeNull();
    client.emit({ type: 'call-start' });
    expect(controller.getSnapshot().connectedAt).toBe(1_004_000);
    now += 65_000;
    await controller.hangUp();
    expect(controller.getSnapshot()).toMatchObject({ connectedAt: 1_004_000, endedAt: 1_069_000 });
  });

  it('a call that never connected has no end time', async () => {
    const { controller } = await cancelledWhileConnecting();
    expect(controller.getSnapshot().endedAt).toBeNull();
  });

  it('keeps the network quality and the microphone level (0 while muted)', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'network-quality', quality: 'weak' });
    client.emit({ type: 'local-volume', level: 0.3 });
    expect(controller.getSnapshot()).toMatchObject({ network: 'weak', localVolume: 0.3 });
    controller.setMuted(true);
    client.emit({ type: 'local-volume', level: 0.3 });
    expect(controller.getSnapshot().localVolume).toBe(0);
  });

  it('switches the microphone, and shows a failure as a notice while the call goes on', async () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    await controller.setMicrophone('headset');
    expect(client.microphoneCalls).toEqual(['headset']);
    client.setMicrophone = () => Promise.reject(new Error('Requested device not found'));
    await controller.setMicrophone('gone');
    expect(controller.getSnapshot()).toMatchObject({
      phase: 'listening',
      notice: 'Could not switch the microphone: Requested device not found',
    });
  });

  it('reconnects only after the connection dropped: the old call is left and a new one started', async () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    await expect(controller.reconnect()).resolves.toBe(false);
    expect(client.startCalls).toHaveLength(1);

    client.emit({ type: 'connection', state: 'interrupted' });
    expect(controller.getSnapshot().interrupted).toBe(true);
    await expect(controller.reconnect()).resolves.toBe(true);
    expect(client.stopCalls).toBe(1);
    expect(client.startCalls).toEqual([options, options]);
    expect(controller.getSnapshot()).toMatchObject({ phase: 'connecting', interrupted: false });
    client.emit({ type: 'call-start' });
    expect(controller.getSnapshot().phase).toBe('listening');
  });

  it('a double click on Reconnect starts one new call', async () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'connection', state: 'interrupted' });
    const [first, second] = await Promise.all([controller.reconnect(), controller.reconnect()]);
    expect([first, second]).toEqual([true, false]);
    expect(client.startCalls).toHaveLength(2);
    expect(client.stopCalls).toBe(1);
  });

  it('a connection that comes back by itself clears the interruption', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'connection', state: 'interrupted' });
    client.emit({ type: 'connection', state: 'connected' });
    expect(controller.getSnapshot().interrupted).toBe(false);
  });
});

describe('the rules the controller and the live-call view share', () => {
  it.each([
    ['idle', false],
    ['connecting', false],
    ['listening', true],
    ['speaking', true],
    ['ended', false],
    ['error', false],
  ] as const)('%s is in a call: %s', (phase, inCall) => {
    expect(isInCall(phase)).toBe(inCall);
  });

  it.each([
    [-0.2, 0],
    [0, 0],
    [0.45, 0.45],
    [1, 1],
    [1.7, 1],
  ])('a level of %s is shown as %s', (level, shown) => {
    expect(unitLevel(level)).toBe(shown);
  });

  it('clamps the microphone level as it clamps the volume', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'local-volume', level: 2.5 });
    expect(controller.getSnapshot().localVolume).toBe(1);
    client.emit({ type: 'local-volume', level: -1 });
    expect(controller.getSnapshot().localVolume).toBe(0);
  });
});
