import { useStore } from 'zustand';
import { setupProgressStore } from '../model/setup-progress-store';

export function useSettingUp(): boolean {
  return useStore(setupProgressStore, (state) => state.settingUp);
}
