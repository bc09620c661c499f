import { type CallTriggerProps, emit, useCallSettingUp } from '@novavox/contracts-runtime';
import { callFlavourForPath, callTriggerLabel } from '@novavox/contracts-runtime/call-flavour';
import styles from './call-trigger-button.module.css';

export interface CallTriggerButtonProps extends CallTriggerProps {
  /** Starts downloading the call module and SDK; runs on hover and focus, never starts a call. */
  onPrefetch?: () => void;
}

/** Opens the call dialog for the current path's flavour; disabled while a call is being set up. */
export function CallTriggerButton({ pathname, variant, onPrefetch }: CallTriggerButtonProps) {
  const { flavour, voicecare } = callFlavourForPath(pathname);
  const settingUp = useCallSettingUp();
  const prefetch = () => {
    onPrefetch?.();
    emit({ type: 'voice/prefetch' });
  };
  return (
    <button
      type="button"
      className={`${styles.trigger} ${variant === 'nav' ? styles.nav : styles.hero}`}
      disabled={settingUp}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => emit({ type: 'voice/open', flavour, voicecare, source: variant })}
    >
      {callTriggerLabel(flavour, settingUp)}
    </button>
  );
}
