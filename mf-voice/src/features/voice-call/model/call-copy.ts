import type { CallFlavour } from '@novavox/contracts-runtime';
import { CALL_SETTING_UP_LABEL } from '@novavox/contracts-runtime/call-flavour';
import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import type { CallType } from './call-request';
import type { MicrophoneProblem } from './voice-call-backend';

/** Every visible label of the dialog and the live-call modal, worded as docs/requirements.md §2 words them. */
export const LIVE_CALL_TITLE = 'Check-In Call in Progress';
/** The live-call modal's title once the call is over: the required title (docs/requirements.md §2) would still say it is in progress. */
export const ENDED_CALL_TITLE = 'Check-In Call Ended';

export function callDialogTitle(flavour: CallFlavour): string {
  return flavour === 'wellness' ? 'Wellness Check-In Call' : `${PRODUCT_NAME} Voice Assistant Demo`;
}

export function submitLabel(flavour: CallFlavour, type: CallType, loading: boolean): string {
  // The dialog's submit and every call trigger read the one setting-up label (requirements §2).
  if (loading) return CALL_SETTING_UP_LABEL;
  if (flavour === 'wellness') return 'Begin Wellness Call';
  return type === 'web' ? 'Begin Check-In Web Call' : 'Begin Check-In Phone Call';
}

export function endCallLabel(voicecare: boolean): string {
  return voicecare ? 'End Wellness Call' : 'End Interview';
}

/**
 * Why a web call cannot start when the microphone pre-check fails, and what to do. A phone call is suggested
 * only while one is on offer: on a server that cannot place calls the suggestion would lead the visitor round in
 * a circle (phone unavailable, back to web, microphone blocked, back to phone).
 */
export function microphoneProblemMessage(problem: MicrophoneProblem, phoneCallOffered: boolean): string {
  const orPhone = phoneCallOffered ? ', or choose Phone Call' : '';
  return problem === 'blocked'
    ? `Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again${orPhone}.`
    : `No microphone was found. Connect a microphone and try again${orPhone}.`;
}

/** Said before a web call starts, so the browser's microphone prompt comes as no surprise. */
export const MICROPHONE_REASON =
  'The assistant needs to hear your answers, so your browser will ask to use your microphone when the call begins. You can mute it or switch to another microphone during the call.';
/** Why the web call is a demo, in the dialog and in the live-call modal. */
export const DEMO_CALL_NOTE =
  'No voice platform is configured on this site, so this web call is a demo: the assistant is a recorded sample check-in played in your browser. What you say stays in your browser; it is not recorded, sent or transcribed.';
export const DEMO_CALL_BADGE = 'Demo call';

export const CONNECT_STAGE_LABELS = {
  preparing: 'Preparing the call',
  joining: 'Joining the call',
  'starting-audio': 'Starting audio',
} as const;

export const NETWORK_QUALITY_LABELS = { good: 'Good', weak: 'Weak', poor: 'Poor' } as const;
export const CONNECTION_LOST_NOTICE = 'The connection dropped. The call is trying to reconnect on its own.';

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

/** What the next step after a call offers: what a family receives after such a call (as the product describes it). */
export const AFTER_CALL_TITLE = 'What your family receives after a call like this';
export const AFTER_CALL_TEXT =
  'A short summary of the call, an alert if something needs attention, and a dashboard that follows mood, activity and medication over time.';
export const AFTER_CALL_ACTION = 'Join Waitlist';
/** Where a sign-up from the end of a call comes from, for the waitlist's source. */
export const AFTER_CALL_WAITLIST_SOURCE = 'demo-call';

/** Escape during a live call asks before hanging up: a stray key must not cut a call short. */
export const CONFIRM_END_QUESTION = 'End the call now?';
export const CONFIRM_END_KEEP = 'Keep talking';
