import type { CallTriggerProps } from '@novavox/contracts-runtime';
import { prefetchVoiceSdk } from '../features/voice-call/api/voice-sdk-loader';
import { CallTriggerButton } from '../features/voice-call/components/call-trigger-button';

export default function CallTrigger(props: CallTriggerProps) {
  return <CallTriggerButton {...props} onPrefetch={prefetchVoiceSdk} />;
}
