import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { subscribe } from './event-bus';

/**
 * Whether a call is being set up, as the voice remote last said on the bus ('voice/setup'). The bus only
 * carries messages; this keeps the latest one, so a trigger that mounts later (another route, a remote
 * loaded after the event) still knows. The shell's navbar, the marketing pages and the voice remote's own
 * trigger all read it, so every trigger on the page says 'Setting up...' together, and no remote imports
 * another.
 */
const callSetupStore = createStore<{ settingUp: boolean }>()(() => ({ settingUp: false }));

subscribe('voice/setup', (event) => callSetupStore.setState({ settingUp: event.settingUp }));

export function isCallSettingUp(): boolean {
  return callSetupStore.getState().settingUp;
}

/** True while a call is being set up: call triggers are then disabled and read 'Setting up...'. */
export function useCallSettingUp(): boolean {
  return useStore(callSetupStore, (state) => state.settingUp);
}
