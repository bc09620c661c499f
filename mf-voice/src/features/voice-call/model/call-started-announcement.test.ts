import { type EventOfType, resetEventBus, subscribe } from '@novavox/contracts-runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeCallScript, FakeVoiceCallClient } from '../api/fake-voice-call-client';
import { CallController } from './call-controller';
import { announceCallStarted } from './call-started-announcement';

const manual: FakeCallScript = { start: 'pending', startDelayMs: 0, steps: [] };
const options = { roleDescription: 'A grandmother' };

let announced: EventOfType<'voice/call-started'>[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  announced = [];
  unsubscribe = subscribe('voice/call-started', (event) => announced.push(event));
});
afterEach(() => {
  unsubscribe();
  resetEventBus();
});

function setup(demo = true) {
  const client = new FakeVoiceCallClient(manual);
  const controller = new CallController(client, { connectTimeoutMs: 60_000 });
  announceCallStarted(controller, demo);
  return { client, controller };
}

describe('announceCallStarted', () => {
  it('says nothing while the call connects, then once when it has started', () => {
    const { client, controller } = setup();
    controller.start(options);
    client.emit({ type: 'start-progress', stage: 'joining' });
    expect(announced).toEqual([]);
    client.emit({ type: 'call-start' });
    expect(announced).toEqual([{ type: 'voice/call-started', demo: true }]);
  });

  it('once per call: speaking, muting, ending and a reconnect add nothing', async () => {
    const { client, controller } = setup(false);
    controller.start(options);
    client.resolveStart(true);
    client.emit({ type: 'call-start' });
    client.emit({ type: 'speech-start' });
    client.emit({ type: 'speech-end' });
    controller.setMuted(true);
    client.emit({ type: 'connection', state: 'interrupted' });
    await controller.reconnect();
    client.emit({ type: 'call-start' });
    client.emit({ type: 'call-end' });
    expect(announced).toEqual([{ type: 'voice/call-started', demo: false }]);
  });

  it('says nothing for a call that fails or is cancelled before it connects', async () => {
    const failing = setup();
    failing.controller.start(options);
    failing.client.emit({ type: 'error', fatal: true, kind: 'other', message: 'join failed' });
    const cancelled = setup();
    cancelled.controller.start(options);
    await cancelled.controller.hangUp();
    // A join that lands after the cancel is left again, and is no call of the visitor's.
    cancelled.client.emit({ type: 'call-start' });
    expect(announced).toEqual([]);
  });

  it('each call the visitor starts is announced on its own', () => {
    for (const demo of [true, true]) {
      const { client, controller } = setup(demo);
      controller.start(options);
      client.emit({ type: 'call-start' });
    }
    expect(announced).toHaveLength(2);
  });
});
