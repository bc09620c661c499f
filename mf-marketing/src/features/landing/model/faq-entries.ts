import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
/**
 * The questions a family asks before signing up, answered only with what the product's own description says
 * (its price line, its positioning, its legal terms). Where that description is silent, the answer says so
 * instead of guessing.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

const { monthlyPrice, trialDays, guaranteeDays } = EARLY_ACCESS_OFFER;

export const faqEntries: readonly FaqEntry[] = [
  {
    question: 'What is a check-in call like?',
    answer:
      'NovaVox places an automated, friendly call of about 5 minutes every day. The AI assistant checks in on how your parent is feeling, what they have been up to and whether they took their medication.',
  },
  {
    question: 'What does the family receive?',
    answer:
      'A summary after every call, alerts when something needs attention, and a dashboard that follows mood, activity and medication over time.',
  },
  {
    question: 'What does it cost, and what happens after early access?',
    answer: `Early access is ${monthlyPrice} per month, and the first ${trialDays} days are free. The price after early access has not been announced yet.`,
  },
  {
    question: 'Is there a guarantee?',
    answer: `Yes: a ${guaranteeDays}-day money-back guarantee. If NovaVox is not right for your family, you get your money back.`,
  },
  {
    question: 'Can we cancel?',
    answer: 'Yes, you can cancel anytime.',
  },
  {
    question: 'Is NovaVox a medical device?',
    answer:
      'No. NovaVox is a wellness tool, not a medical device. Emergency detection is best-effort: it sends alerts to the emergency contacts you choose, and it is no substitute for emergency services. In an emergency, call 911.',
  },
  {
    question: 'Who is it for?',
    answer:
      'For older adults who would enjoy a daily call, and for their adult children who want to know they are well. The family member who sets it up must be 18 or older, and your parent confirms the invitation before any call begins.',
  },
  {
    question: 'Where is our data kept, and for whom is the service?',
    answer:
      'Data is stored in the United States, and the service is not meant for residents of the EU or the UK. Personal data is kept while the account is active and for 2 years after it is closed. You can see, correct or delete your data at any time.',
  },
];
