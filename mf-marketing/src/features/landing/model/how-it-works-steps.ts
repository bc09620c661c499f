// `?url`: files, not data URLs in the landing page's JavaScript. Small enough to be inlined by default, the
// icons would add their base64 (which gzip barely shrinks) to every visitor's first load; as files they load
// lazily with the How It Works section, below the fold.
import aiAnalysisIcon from '../assets/step-ai-analysis.svg?url';
import dashboardIcon from '../assets/step-dashboard-insights.svg?url';
import dataCollectionIcon from '../assets/step-data-collection.svg?url';
import alertsIcon from '../assets/step-real-time-alerts.svg?url';

export interface HowItWorksStep {
  title: string;
  text: string;
  icon: string;
}

/** The four steps of the How It Works section (docs/requirements.md §2), in order. */
export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    title: 'Automated data collection',
    text: 'At the time you choose, NovaVox calls your parent for a friendly 5-minute conversation about sleep, meals, mood, activity and medication routines. No app and nothing to wear: just the phone they already have.',
    icon: dataCollectionIcon,
  },
  {
    title: 'Multimodal AI analysis',
    text: 'Our AI considers what was said and how it was said, from the words to the tone and pace of voice, and compares each call with earlier ones to notice gradual changes.',
    icon: aiAnalysisIcon,
  },
  {
    title: 'Real-time alerts',
    text: 'If a call suggests something may be wrong, we send a best-effort alert to the emergency contacts you designate. NovaVox is not a substitute for emergency services: in an emergency, call 911.',
    icon: alertsIcon,
  },
  {
    title: 'Dashboard insights',
    text: 'After every call you receive a short summary, and your dashboard shows trends in mood, activity and medication adherence over weeks and months.',
    icon: dashboardIcon,
  },
];
