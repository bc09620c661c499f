import { Link } from '@novavox/contracts-runtime';
import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { LEGAL_DOCUMENTS_LAST_UPDATED } from '../model/last-updated';
import type { LegalSection } from '../model/legal-section';
import { ContactEmailLink } from './contact-email-link';
import { LegalDocument } from './legal-document';
import { SectionLink } from './section-link';

function TermsLink() {
  return <Link to="/tos">Terms of Service</Link>;
}

export const privacySections: readonly LegalSection[] = [
  {
    title: 'Who We Are and What This Policy Covers',
    body: (
      <>
        <p>
          {COMPANY_LEGAL_NAME} (“{PRODUCT_NAME}”, “we”, “us” or “our”) is a Delaware corporation. We provide a daily
          wellness check-in service: an AI voice assistant phones Check-In Recipients every day for a short check-in
          call, and their Caregiver Users receive alerts, call summaries and a dashboard about the Recipient’s mood,
          activity and medication.
        </p>
        <p>
          This Privacy Policy applies to Caregiver Users, Check-In Recipients, the emergency contacts named on an
          account and visitors to our website. Words defined in our <TermsLink /> have the same meaning here.{' '}
          {PRODUCT_NAME} is a wellness tool, not a medical device.
        </p>
      </>
    ),
  },
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect the following personal data:</p>
        <ul>
          <li>
            <strong>Call audio and transcripts:</strong> recordings of check-in calls, their text transcripts and the
            summaries we generate from them.
          </li>
          <li>
            <strong>Self-reported mood:</strong> how a Recipient says they are feeling.
          </li>
          <li>
            <strong>Health and medication adherence:</strong> health information a Recipient shares during calls, such
            as sleep, pain or activity, and whether they report taking their medications as scheduled.
          </li>
          <li>
            <strong>Account info:</strong> the name, address, e-mail and phone of Caregiver Users and Check-In
            Recipients.
          </li>
          <li>
            <strong>Emergency contact details:</strong> the names, phone numbers and e-mail addresses of the emergency
            contacts designated on an account.
          </li>
          <li>
            <strong>Device identifiers and usage logs:</strong> device and browser identifiers, IP address, pages and
            screens used, and technical logs from our apps, website and calls.
          </li>
        </ul>
        <p>
          Caregiver Users give us their own information and the Recipient’s contact details and emergency contacts.
          Recipients give us information by talking with the assistant. We collect device identifiers and usage logs
          automatically. When you join our waitlist, book a demo or write to us, we collect the name, e-mail address,
          phone number and message you send. Payments are handled by our payment processor; we do not store full card
          numbers.
        </p>
      </>
    ),
  },
  {
    title: 'How We Use Information',
    body: (
      <>
        <p>We use personal data to:</p>
        <ul>
          <li>place check-in calls and produce call summaries, alerts and the Caregiver User’s dashboard;</li>
          <li>
            detect possible emergencies and send alerts to the designated emergency contacts (see{' '}
            <SectionLink sectionNumber={5} />
            );
          </li>
          <li>run accounts, bill subscriptions, answer questions and provide support;</li>
          <li>keep the Service secure and prevent fraud and abuse;</li>
          <li>understand how the Service is used and improve it;</li>
          <li>
            train and improve our AI with anonymized data, only if you have consented, which you can withdraw at any
            time;
          </li>
          <li>tell you about changes to the Service, these documents or your account; and</li>
          <li>comply with the law and enforce our Terms of Service.</li>
        </ul>
        <p>
          Emergency detection is best-effort and not a substitute for emergency services: in an emergency, call 911. We
          do not sell personal data, and we do not use health information for advertising.
        </p>
      </>
    ),
  },
  {
    title: 'How We Share Information',
    body: (
      <>
        <p>We share personal data only as follows:</p>
        <ul>
          <li>
            <strong>With Caregiver Users on the account:</strong> call summaries, alerts and dashboard information about
            the Recipient’s mood, activity and medication.
          </li>
          <li>
            <strong>With designated emergency contacts:</strong> alerts when the Service detects a possible emergency.
          </li>
          <li>
            <strong>With the providers that process calls:</strong> <strong>Vapi</strong>, the voice AI platform that
            conducts our check-in calls, recognizes speech, produces the assistant’s voice and creates transcripts; and{' '}
            <strong>Daily</strong>, the real-time audio and video provider that carries call audio.
          </li>
          <li>
            <strong>With analytics providers:</strong> <strong>Google Analytics</strong> and <strong>PostHog</strong>,
            which tell us how visitors use our website and apps (see <SectionLink sectionNumber={6} />
            ).
          </li>
          <li>
            <strong>With other service providers</strong> that host our systems, send e-mail and text messages, process
            payments and help us give support, under contracts that let them use the data only to serve us.
          </li>
          <li>
            <strong>For legal reasons:</strong> when the law requires it, or to protect the safety, rights or property
            of anyone, including a Recipient.
          </li>
          <li>
            <strong>In a business transfer:</strong> as part of a merger, acquisition or sale of assets, subject to this
            Policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Check-In Recipients, Caregivers and Emergency Contacts',
    body: (
      <>
        <p>
          A Caregiver User invites a Recipient by phone or e-mail. Each Recipient confirms the invitation before calls
          begin, and we tell Recipients that the calls are made by an AI assistant, are recorded and transcribed, and
          that summaries go to the Caregiver Users on the account. If a Recipient is under a legal guardian, the
          guardian’s agreement is required before calls begin, and the guardian may exercise the Recipient’s rights.
        </p>
        <p>
          Emergency detection is best-effort. When the Service detects a possible emergency, it sends an alert to the
          designated emergency contacts. It is not a substitute for emergency services. We use emergency contact details
          only to send these alerts.
        </p>
      </>
    ),
  },
  {
    title: 'Cookies and Analytics',
    body: (
      <>
        <p>
          Our website and apps use Google Analytics and PostHog, which set cookies or use similar browser storage to
          record pages viewed, buttons clicked, device and browser type and approximate location derived from your IP
          address. We also keep in your browser which version of a page you were shown, so that it stays the same on
          your next visit. We do not use analytics to analyze the content of check-in calls, and we do not use them for
          cross-site advertising.
        </p>
        <p>
          You can block or delete cookies in your browser settings, and you can opt out of Google Analytics with
          Google’s{' '}
          <a href="https://tools.google.com/dlpage/gaoptout" rel="noopener noreferrer">
            Google Analytics Opt-out Browser Add-on
          </a>
          .
        </p>
      </>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <>
        <p>
          We protect personal data with HIPAA-grade encryption, in transit and at rest, together with access controls
          that limit who can see it, logging and regular review of our providers. No method of transmission or storage
          is perfectly secure; if a breach affects your data, we will notify you as the law requires.
        </p>
        <p>
          “HIPAA-grade” describes the strength of our encryption. {PRODUCT_NAME} is a consumer wellness service, not a
          health care provider or health plan, and describing our encryption this way does not make us a covered entity
          under HIPAA.
        </p>
      </>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <>
        <p>
          We keep personal data while the account is active plus 2 years after the account is deactivated. After that we
          delete it or anonymize it, unless the law requires us to keep it longer.
        </p>
        <p>Anonymized data, which can no longer identify anyone, is kept indefinitely.</p>
      </>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you;
          </li>
          <li>
            <strong>correct</strong> data that is inaccurate or incomplete;
          </li>
          <li>
            <strong>request deletion</strong> of your personal data; and
          </li>
          <li>
            <strong>withdraw consent for anonymized AI training</strong> at any time, with effect for the future.
          </li>
        </ul>
        <p>
          To exercise these rights, write to <ContactEmailLink />. We will verify your identity before acting and answer
          within 45 days. A legal guardian may act for a Recipient. Deleting data needed to run the Service ends the
          calls. We will not treat you differently for exercising your rights. You can unsubscribe from marketing
          e-mails at any time with the link in each message.
        </p>
      </>
    ),
  },
  {
    title: 'Where Your Data Is Stored',
    body: (
      <p>
        Your data is stored and processed in the United States. The Service is offered only in the United States and is
        not intended for residents of the European Union (EU) or the United Kingdom (UK).
      </p>
    ),
  },
  {
    title: 'Age Requirements',
    body: (
      <p>
        The Service is only for people 18 or older. We do not knowingly collect personal data from anyone under 18; if
        we learn that we have, we delete it.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this Privacy Policy. The date at the top shows when it last changed. We tell Caregiver Users about
        changes by e-mail and Check-In Recipients in the app before a material change takes effect.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about this Privacy Policy or your data go to {COMPANY_LEGAL_NAME} at <ContactEmailLink />.
      </p>
    ),
  },
];

function PrivacyIntro() {
  return (
    <p>
      Your family trusts us with personal and health information. This Privacy Policy explains what {PRODUCT_NAME}{' '}
      collects, why, who we share it with, how long we keep it and the choices you have.
    </p>
  );
}

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LEGAL_DOCUMENTS_LAST_UPDATED}
      intro={<PrivacyIntro />}
      sections={privacySections}
    />
  );
}
