import type { VoiceCallClient, VoiceCallEvent, VoiceCallEventType } from '../model/voice-call-client';

/** Every event type, as a record so that the compiler names one the union gains and this list lacks. */
const everyEventType: Record<VoiceCallEventType, true> = {
  'call-start': true,
  'start-progress': true,
  'speech-start': true,
  'speech-end': true,
  volume: true,
  'local-volume': true,
  'network-quality': true,
  connection: true,
  transcript: true,
  'ended-reason': true,
  'call-end': true,
  error: true,
};

/** Listens to every event `client` emits: the list fills in the order they come. */
export function recordVoiceEvents(client: Pick<VoiceCallClient, 'on'>): VoiceCallEvent[] {
  const events: VoiceCallEvent[] = [];
  for (const type of Object.keys(everyEventType) as VoiceCallEventType[]) {
    client.on(type, (event) => events.push(event));
  }
  return events;
}
