import { useRuntimeConfig } from '@novavox/contracts-runtime';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

export interface ContactSectionProps {
  source: string;
}

const TITLE_ID = 'contact-section-title';

/** The landing page's contact section: a short pitch for writing to us, and the contact form. */
export function ContactSection({ source }: ContactSectionProps) {
  const { contactEmail } = useRuntimeConfig();
  return (
    <section id="contact" className={styles.section} aria-labelledby={TITLE_ID}>
      <div className={styles.inner}>
        <div>
          <h2 id={TITLE_ID} className={styles.title}>
            Questions? We're here to help
          </h2>
          <p className={styles.intro}>
            Wondering whether a daily check-in call is right for your mom, dad or grandparent? Tell us a little about
            your family and a real person from our team will get back to you.
          </p>
          <p className={styles.intro}>
            Prefer e-mail? Write to{' '}
            <a className={styles.email} href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            .
          </p>
        </div>
        <div className={styles.card}>
          <ContactForm source={source} />
        </div>
      </div>
    </section>
  );
}
