import { emit, useCallSettingUp } from '@novavox/contracts-runtime';
import { callFlavourForPath, callTriggerLabel } from '@novavox/contracts-runtime/call-flavour';
import { Button } from './button';

export interface CallButtonProps {
  /** The page's path: it picks the call's flavour and the button's words. */
  pathname: string;
  /** Where on the site the call was opened from, carried on the bus event. */
  source: string;
}

/** The secondary button that opens a voice call for the page; disabled while a call is being set up. */
export function CallButton({ pathname, source }: CallButtonProps) {
  const { flavour, voicecare } = callFlavourForPath(pathname);
  const settingUp = useCallSettingUp();
  return (
    <Button
      tone="secondary"
      disabled={settingUp}
      onClick={() => emit({ type: 'voice/open', flavour, voicecare, source })}
    >
      {callTriggerLabel(flavour, settingUp)}
    </Button>
  );
}
