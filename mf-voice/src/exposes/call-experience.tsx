import type { CallExperienceProps } from '@novavox/contracts-runtime';
import { VoiceCallExperience } from '../features/voice-call/components/voice-call-experience';

/** The call-setup dialog and the live-call modal, with the real voice SDK (no provider overrides it). */
export default function CallExperience(props: CallExperienceProps) {
  return <VoiceCallExperience {...props} />;
}
