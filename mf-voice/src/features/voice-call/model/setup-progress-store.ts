import { createStore } from 'zustand/vanilla';

/**
 * "A call is being set up", shared by the dialog and the trigger buttons of this remote: while it is
 * true every trigger is disabled and reads 'Setting up...' (spec §2). One store per remote container.
 */
export interface SetupProgressState {
  settingUp: boolean;
}

export const setupProgressStore = createStore<SetupProgressState>()(() => ({ settingUp: false }));

export function setSettingUp(settingUp: boolean): void {
  setupProgressStore.setState({ settingUp });
}
