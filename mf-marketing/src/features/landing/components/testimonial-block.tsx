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
  if (testimonial.style === 'highlight') {
    return (
      <figure className={`${styles.figure} ${styles.highlight}`}>
        <blockquote className={styles.highlightText}>
          <p>“{testimonial.sentence}”</p>
        </blockquote>
        {attribution}
      </figure>
    );
  }
  return (
    <figure className={`${styles.figure} ${styles.quoteCard}`}>
      <blockquote className={styles.quote}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      {attribution}
    </figure>
  );
}
