import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { type BusRecord, eventBusStore, subscribe } from './event-bus';
import type { EventOfType, NovaVoxEventType } from './events';

/**
 * Subscribes a component to events of the given types for as long as it is mounted. It subscribes in a
 * layout effect so that every subscriber is listening before any component's passive effect emits.
 */
export function useBusEvent<T extends NovaVoxEventType>(
  types: T | readonly T[],
  handler: (event: EventOfType<T>, record: BusRecord) => void,
): void {
  const latestHandler = useRef(handler);
  latestHandler.current = handler;
  const key = Array.isArray(types) ? types.join('|') : String(types);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `types`, whose array identity changes each render
  useLayoutEffect(() => subscribe(types, (event, record) => latestHandler.current(event, record)), [key]);
}

/** The recent events, for debug panels and harnesses. */
export function useBusHistory(): readonly BusRecord[] {
  return useStore(eventBusStore, (state) => state.records);
}
