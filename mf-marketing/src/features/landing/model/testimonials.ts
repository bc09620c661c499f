import { copySlots } from '@novavox/contracts-experiments/copy-slots';
import type { VariantCopyTable } from './pick-variant-copy';

/** testimonial_style: one family's voice, told as a quote card, a short story or one sentence. Early access has not
 * opened yet, so each is labelled as an illustrative example rather than presented as a customer's words. */
export type Testimonial =
  | { style: 'quote'; quote: string; name: string; role: string }
  | { style: 'story'; title: string; sentences: readonly string[]; name: string; role: string }
  | { style: 'highlight'; sentence: string; name: string; role: string };

export const testimonials: VariantCopyTable<Testimonial> = {
  A: {
    style: 'quote',
    quote: copySlots.testimonial_lead.defaultText,
    name: 'Linda',
    role: 'daughter (an illustrative example, not a customer quote)',
  },
  B: {
    style: 'story',
    title: 'How Priya stays close to her father',
    sentences: [
      'Priya’s father, Raj, lives alone in the house where she grew up.',
      'Every morning NovaVox calls him for a chat, and by lunchtime Priya has read how he slept, what he ate and whether he went for his walk.',
      'When Raj mentioned feeling dizzy one day, Priya heard about it within minutes and called his doctor the same afternoon.',
    ],
    name: 'Priya',
    role: 'daughter (an illustrative example, not a customer quote)',
  },
  C: {
    style: 'highlight',
    sentence: 'I finally stopped worrying every time Dad didn’t pick up the phone.',
    name: 'Marcus',
    role: 'son (an illustrative example, not a customer quote)',
  },
};
