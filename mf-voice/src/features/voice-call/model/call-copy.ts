import { type CallFlavour, PRODUCT_NAME } from '@novavox/shared-contracts';
import type { CallType } from './call-request';

/** Every visible label of the dialog and the live-call modal, worded as the spec words them. */
export const LIVE_CALL_TITLE = 'Check-In Call in Progress';
export const SETTING_UP_LABEL = 'Setting up...';

export function callDialogTitle(flavour: CallFlavour): string {
  return flavour === 'wellness' ? 'Wellness Check-In Call' : `${PRODUCT_NAME} Voice Assistant Demo`;
}

export function submitLabel(flavour: CallFlavour, type: CallType, loading: boolean): string {
  if (loading) return SETTING_UP_LABEL;
  if (flavour === 'wellness') return 'Begin Wellness Call';
  return type === 'web' ? 'Begin Check-In Web Call' : 'Begin Check-In Phone Call';
}

export function endCallLabel(voicecare: boolean): string {
  return voicecare ? 'End Wellness Call' : 'End Interview';
}

export const PHONE_CALL_SUCCESS = 'Test call has been initiated successfully. You should receive a call shortly.';
export const PHONE_CALL_FAILURE = 'Failed to set up test interview';
export const INIT_FAILURE = 'Error initializing Vapi';
export const CLEANUP_FAILURE = 'Error cleaning up Vapi';

/** The instructions the phone assistant receives with the role it should play along with. */
export function phoneCallPrompt(flavour: CallFlavour): string {
  const purpose =
    flavour === 'customer-insights'
      ? 'a short customer interview about how they look after an older relative'
      : 'a short, friendly daily wellness check-in about mood, activity, sleep and medication';
  return `You are the ${PRODUCT_NAME} voice assistant. Hold ${purpose}. Speak slowly and clearly, ask one question at a time, and never give medical advice.`;
}

const ENDED_REASONS: Record<string, string> = {
  'customer-ended-call': 'You ended the call.',
  'assistant-ended-call': 'The assistant ended the call.',
  'assistant-said-end-call-phrase': 'The assistant ended the call.',
  'exceeded-max-duration': 'The call reached its maximum length.',
  'silence-timed-out': 'The call ended after a long silence.',
};

/** Why the call ended, in words; unknown reasons are shown as the platform names them. */
export function endedReasonText(reason: string | null): string {
  if (!reason) return 'The call has ended.';
  return ENDED_REASONS[reason] ?? `The call ended (${reason}).`;
}
