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
  // A highlight is one sentence set large; a quote card, the whole quote.
  const [look, quoteLook, words] =
    testimonial.style === 'highlight'
      ? [styles.highlight, styles.highlightText, testimonial.sentence]
      : [styles.quoteCard, styles.quote, testimonial.quote];
  return (
    <figure className={`${styles.figure} ${look}`}>
      <blockquote className={quoteLook}>
        <p>“{words}”</p>
      </blockquote>
      {attribution}
    </figure>
  );
}
