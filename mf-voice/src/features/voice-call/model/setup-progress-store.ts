import { emit } from '@novavox/contracts-runtime';

/**
 * "A call is being set up", set by the dialog. It is said on the bus ('voice/setup') whenever it changes,
 * so that every call trigger on the page, the shell's and the marketing pages' as well as this remote's,
 * is disabled and reads 'Setting up...' meanwhile (requirements §2; useCallSettingUp in the contracts).
 */
let announced = false;

export function setSettingUp(settingUp: boolean): void {
  if (settingUp === announced) return;
  announced = settingUp;
  emit({ type: 'voice/setup', settingUp });
}
