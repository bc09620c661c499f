/** The page path chooses the call experience (docs/requirements.md §1); every remote uses this one rule. */
export type CallFlavour = 'wellness' | 'customer-insights' | 'default';

export interface CallFlavourInfo {
  flavour: CallFlavour;
  /** A path containing "voicecare" turns the live-call modal purple and relabels its end button. */
  voicecare: boolean;
}

export function callFlavourForPath(pathname: string): CallFlavourInfo {
  const path = pathname.toLowerCase();
  const flavour: CallFlavour = path.includes('care')
    ? 'wellness'
    : path.includes('customer-insights')
      ? 'customer-insights'
      : 'default';
  return { flavour, voicecare: path.includes('voicecare') };
}

/** What every call trigger reads while a call is being set up (requirements §2). */
export const CALL_SETTING_UP_LABEL = 'Setting up...';

/** The trigger button's label for a flavour, as docs/requirements.md §2 words it, or 'Setting up...' while a call is set up. */
export function callTriggerLabel(flavour: CallFlavour, settingUp = false): string {
  if (settingUp) return CALL_SETTING_UP_LABEL;
  if (flavour === 'wellness') return 'Try Check-In Call';
  if (flavour === 'customer-insights') return 'Customer Interview';
  return 'Try AI Voice Call Now';
}
