import { createStore } from 'zustand/vanilla';
import type { EventOfType, NovaVoxEvent, NovaVoxEventType } from './events';

/**
 * The one event bus of the site. It is a vanilla zustand store so that it works outside React and in
 * every remote; Module Federation shares this package as a singleton, so the host and all remotes hold
 * the same store. Only the latest events are kept: it is a message channel, not a database.
 */
export interface BusRecord {
  seq: number;
  at: number;
  event: NovaVoxEvent;
}

export interface EventBusState {
  records: readonly BusRecord[];
}

const HISTORY_LIMIT = 50;

export const eventBusStore = createStore<EventBusState>()(() => ({ records: [] }));

let nextSeq = 1;

export function emit(event: NovaVoxEvent): void {
  const record: BusRecord = { seq: nextSeq++, at: Date.now(), event };
  eventBusStore.setState((state) => ({ records: [...state.records, record].slice(-HISTORY_LIMIT) }));
}

/** Calls `handler` for every event emitted from now on whose type is in `types`. Returns the unsubscribe. */
export function subscribe<T extends NovaVoxEventType>(
  types: T | readonly T[],
  handler: (event: EventOfType<T>, record: BusRecord) => void,
): () => void {
  const wanted = new Set<NovaVoxEventType>(Array.isArray(types) ? types : [types as T]);
  return eventBusStore.subscribe((state, previous) => {
    const lastSeen = previous.records.at(-1)?.seq ?? 0;
    for (const record of state.records) {
      if (record.seq > lastSeen && wanted.has(record.event.type)) {
        handler(record.event as EventOfType<T>, record);
      }
    }
  });
}

export function resetEventBus(): void {
  eventBusStore.setState(eventBusStore.getInitialState(), true);
}
