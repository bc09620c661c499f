import { useCopySlots, useExperimentVariant } from '@novavox/contracts-ui/experiment-variant';
import { phoneGalleryFramings } from '../model/phone-gallery-framings';
import { pickVariantCopy } from '../model/pick-variant-copy';
import { testimonials } from '../model/testimonials';
import { LandingSection } from './landing-section';
import styles from './phone-gallery-section.module.css';
import { TestimonialBlock } from './testimonial-block';

/** Three phone screens from the point of view phone_feature_framing picks, and a testimonial. */
export function PhoneGallerySection() {
  const framing = useExperimentVariant('phone_feature_framing');
  const testimonialStyle = useExperimentVariant('testimonial_style');
  const gallery = pickVariantCopy(phoneGalleryFramings, framing.variantId);
  const slot = useCopySlots();
  const picked = pickVariantCopy(testimonials, testimonialStyle.variantId);
  // The quote card's quote is the testimonial_lead slot; the story and the highlight are the coded arms' own.
  const testimonial =
    picked.style === 'quote'
      ? { ...picked, quote: slot('testimonial_lead', { variantId: testimonialStyle.variantId, text: picked.quote }) }
      : picked;
  const { variantId } = framing;
  return (
    <LandingSection
      titleId="phone-gallery-title"
      slots={{ heading: 'gallery_heading', intro: 'gallery_intro' }}
      heading={slot('gallery_heading', { variantId, text: gallery.heading })}
      intro={slot('gallery_intro', { variantId, text: gallery.intro })}
    >
      <ul className={styles.gallery}>
        {gallery.screens.map((screen) => (
          <li key={screen.title} className={styles.screen}>
            <img
              className={styles.image}
              src={screen.image}
              alt={screen.alt}
              width="200"
              height="400"
              loading="lazy"
              decoding="async"
            />
            <h3 className={styles.title}>{screen.title}</h3>
            <p className={styles.caption}>{screen.caption}</p>
          </li>
        ))}
      </ul>
      <div className={styles.testimonial}>
        <TestimonialBlock testimonial={testimonial} />
      </div>
    </LandingSection>
  );
}
