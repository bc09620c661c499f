// The gallery sits below the fold: its screens load as separate, lazily fetched files (?url) instead of
// being inlined into the JavaScript that every visitor parses.

import { copySlots } from '@novavox/contracts-experiments/copy-slots';
import callEndedScreen from '../assets/screen-call-ended.svg?url';
import conversationScreen from '../assets/screen-conversation.svg?url';
import dailySummaryScreen from '../assets/screen-daily-summary.svg?url';
import familyAlertScreen from '../assets/screen-family-alert.svg?url';
import incomingCallScreen from '../assets/screen-incoming-call.svg?url';
import moodTrendScreen from '../assets/screen-mood-trend.svg?url';
import type { VariantCopyTable } from './pick-variant-copy';

export interface PhoneScreen {
  image: string;
  alt: string;
  title: string;
  caption: string;
}

export interface PhoneGalleryFraming {
  heading: string;
  intro: string;
  screens: readonly PhoneScreen[];
}

/** phone_feature_framing: whose point of view the gallery takes (the call, the caregiver, the parent). */
export const phoneGalleryFramings: VariantCopyTable<PhoneGalleryFraming> = {
  A: {
    heading: copySlots.gallery_heading.defaultText,
    intro: copySlots.gallery_intro.defaultText,
    screens: [
      {
        image: incomingCallScreen,
        alt: 'A phone showing an incoming NovaVox daily check-in call at 9:00 AM',
        title: 'A friendly greeting',
        caption: 'The call comes at the same time every day, from a number your parent recognises.',
      },
      {
        image: conversationScreen,
        alt: 'A conversation asking about sleep and morning pills, with the answers',
        title: 'Caring questions',
        caption: 'Sleep, meals, mood, activity and medication routines, in a natural conversation.',
      },
      {
        image: dailySummaryScreen,
        alt: 'A daily summary: cheerful mood, a walk to the park, slept well, pills taken',
        title: 'A summary for you',
        caption: 'Minutes later, the family gets a short update on how the day is going.',
      },
    ],
  },
  B: {
    heading: 'What you see on your phone',
    intro: 'Everything you would ask on a daily call, waiting for you when you have a minute.',
    screens: [
      {
        image: dailySummaryScreen,
        alt: 'A daily summary: cheerful mood, a walk to the park, slept well, pills taken',
        title: 'The daily summary',
        caption: 'Mood, activity, sleep and medication routines at a glance.',
      },
      {
        image: moodTrendScreen,
        alt: 'A weekly chart of mood and steps, with 7 of 7 calls answered',
        title: 'Trends over time',
        caption: 'Spot gradual changes in mood and activity that a single call would miss.',
      },
      {
        image: familyAlertScreen,
        alt: 'An alert saying Mom mentioned feeling dizzy, with a button to call her now',
        title: 'Best-effort alerts',
        caption: 'If something seems off, your chosen contacts hear about it quickly. Not a substitute for 911.',
      },
    ],
  },
  C: {
    heading: 'What your parent experiences',
    intro: 'A warm call on their own phone. No app, no buttons, no passwords.',
    screens: [
      {
        image: incomingCallScreen,
        alt: 'A phone showing an incoming NovaVox daily check-in call at 9:00 AM',
        title: 'Their phone rings',
        caption: 'Landline or mobile: your parent just picks up, like any other call.',
      },
      {
        image: conversationScreen,
        alt: 'A conversation asking about sleep and morning pills, with the answers',
        title: 'A real conversation',
        caption: 'A patient voice that listens, remembers and never rushes.',
      },
      {
        image: callEndedScreen,
        alt: 'The call has ended with “Talk tomorrow, Walter!” and the next check-in time',
        title: 'Until tomorrow',
        caption: 'Nothing to set up or remember: the next call simply comes tomorrow.',
      },
    ],
  },
};
