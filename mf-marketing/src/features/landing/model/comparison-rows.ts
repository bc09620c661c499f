import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';

const { monthlyPrice, trialDays } = EARLY_ACCESS_OFFER;

/** One cell of the comparison table: whether the option offers it, and the short text a reader sees. */
export interface ComparisonCell {
  verdict: 'yes' | 'partly' | 'no';
  text: string;
}

export interface ComparisonRow {
  need: string;
  novavox: ComparisonCell;
  phoneCalls: ComparisonCell;
  alertDevices: ComparisonCell;
}

export const comparisonColumns = ['NovaVox', 'Manual phone calls', 'Medical alert devices'] as const;

export const comparisonRows: readonly ComparisonRow[] = [
  {
    need: 'A check-in every single day',
    novavox: { verdict: 'yes', text: 'Automatic, at the time you choose' },
    phoneCalls: { verdict: 'partly', text: 'When someone remembers and has time' },
    alertDevices: { verdict: 'no', text: 'Only when a button is pressed' },
  },
  {
    need: 'A friendly conversation',
    novavox: { verdict: 'yes', text: 'A warm 5-minute chat' },
    phoneCalls: { verdict: 'yes', text: 'Yes, when they happen' },
    alertDevices: { verdict: 'no', text: 'No' },
  },
  {
    need: 'Mood, activity and medication trends',
    novavox: { verdict: 'yes', text: 'Summaries after each call and a dashboard' },
    phoneCalls: { verdict: 'no', text: 'Only what you remember' },
    alertDevices: { verdict: 'no', text: 'No' },
  },
  {
    need: 'Alerts to family',
    novavox: { verdict: 'yes', text: 'Best-effort alerts to your chosen contacts' },
    phoneCalls: { verdict: 'no', text: 'Only if you happen to notice' },
    alertDevices: { verdict: 'yes', text: 'When the wearer presses the button' },
  },
  {
    need: 'Nothing new to wear, charge or learn',
    novavox: { verdict: 'yes', text: 'Works with any phone' },
    phoneCalls: { verdict: 'yes', text: 'Works with any phone' },
    alertDevices: { verdict: 'no', text: 'A pendant or wristband to wear and charge' },
  },
  {
    need: 'Cost',
    novavox: { verdict: 'yes', text: `${monthlyPrice} per month in early access, first ${trialDays} days free` },
    phoneCalls: { verdict: 'partly', text: 'Free, but your time every day' },
    alertDevices: { verdict: 'partly', text: 'A monthly plan, often with equipment fees' },
  },
];
