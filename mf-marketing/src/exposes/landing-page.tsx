import type { LandingPageProps } from '@novavox/contracts-runtime';
import { ContactSection } from '../features/contact/components/contact-section';
import { ClosingCtaSection } from '../features/landing/components/closing-cta-section';
import { ComparisonSection } from '../features/landing/components/comparison-section';
import { FaqSection } from '../features/landing/components/faq-section';
import { FeatureGridSection } from '../features/landing/components/feature-grid-section';
import { HeroSection } from '../features/landing/components/hero-section';
import { HowItWorksSection } from '../features/landing/components/how-it-works-section';
import { PhoneGallerySection } from '../features/landing/components/phone-gallery-section';

/** The landing page of /, /novavox-family, /care, /voicecare and /customer-insights. */
export default function LandingPage({ pathname }: LandingPageProps) {
  return (
    <>
      <HeroSection pathname={pathname} />
      <HowItWorksSection />
      <ComparisonSection />
      <FeatureGridSection />
      <PhoneGallerySection />
      <ClosingCtaSection />
      <FaqSection />
      <ContactSection source={pathname} />
    </>
  );
}
