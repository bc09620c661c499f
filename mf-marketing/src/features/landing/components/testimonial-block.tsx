import { copySlotMark } from '@novavox/contracts-experiments/copy-document';
import type { Testimonial } from '../model/testimonials';
import styles from './testimonial-block.module.css';

export interface TestimonialBlockProps {
  testimonial: Testimonial;
}

/** One testimonial, in the style the testimonial_style experiment chose. */
export function TestimonialBlock({ testimonial }: TestimonialBlockProps) {
  const attribution = (
    <figcaption className={styles.attribution}>
      {testimonial.name}, <span className={styles.role}>{testimonial.role}</span>
    </figcaption>
  );
  if (testimonial.style === 'story') {
    return (
      <figure className={`${styles.figure} ${styles.story}`}>
        <h3 className={styles.storyTitle}>{testimonial.title}</h3>
        <p className={styles.storyText}>{testimonial.sentences.join(' ')}</p>
        {attribution}
      </figure>
    );
  }
  // A highlight is one sentence set large; a quote card, the whole quote. The card's quote is the testimonial_lead
  // slot: its own span, inside the typographic quotes, is marked so the first frame can set its copy
  // (docs/copy-experiments.md).
  const highlight = testimonial.style === 'highlight';
  return (
    <figure className={`${styles.figure} ${highlight ? styles.highlight : styles.quoteCard}`}>
      <blockquote className={highlight ? styles.highlightText : styles.quote}>
        <p>
          “{highlight ? testimonial.sentence : <span {...copySlotMark('testimonial_lead')}>{testimonial.quote}</span>}”
        </p>
      </blockquote>
      {attribution}
    </figure>
  );
}
