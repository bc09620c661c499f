import {
  callFlavourForPath,
  callTriggerLabel,
  emit,
  HOW_IT_WORKS_SECTION_ID,
  type LandingPageProps,
  PRODUCT_NAME,
} from '@novavox/shared-contracts';

export default function LandingPage({ pathname }: LandingPageProps) {
  const { flavour, voicecare } = callFlavourForPath(pathname);
  return (
    <>
      <section className="landing-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">A friendly daily check-in call for the parent you worry about</h1>
        <p>{PRODUCT_NAME} calls your parent every day for a short AI wellness check-in and keeps you informed.</p>
        <p>Early access $5 per month · first 7 days free · 30-day money-back guarantee · cancel anytime</p>
        <button type="button" onClick={() => emit({ type: 'voice/open', flavour, voicecare, source: 'hero' })}>
          {callTriggerLabel(flavour)}
        </button>
        <button type="button" onClick={() => emit({ type: 'waitlist/open', source: 'hero' })}>
          Join Waitlist
        </button>
      </section>
      <section id={HOW_IT_WORKS_SECTION_ID} aria-labelledby="how-title">
        <h2 id="how-title">How It Works</h2>
        <p>The full landing page sections are not built yet.</p>
      </section>
    </>
  );
}
