import { useSyncExternalStore } from 'react';
import type { CallController, CallSnapshot } from '../model/call-controller';

export function useCallSnapshot(controller: CallController): CallSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}
