import { EARLY_ACCESS_OFFER } from '@novavox/contracts-experiments/early-access-offer';
import { Link } from '@novavox/contracts-runtime';
import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { formatSectionNumbers } from '../model/format-section-numbers';
import { LEGAL_DOCUMENTS_LAST_UPDATED } from '../model/last-updated';
import { type LegalSection, survivingSectionNumbers } from '../model/legal-section';
import { ContactEmailLink } from './contact-email-link';
import { LegalDocument } from './legal-document';
import styles from './legal-document.module.css';
import { SectionLink } from './section-link';

/** The offer's price, free days and guarantee, as the site states them everywhere (early-access-offer.ts). */
const { monthlyPrice, trialDays, guaranteeDays } = EARLY_ACCESS_OFFER;

function PrivacyPolicyLink() {
  return <Link to="/privacy">Privacy Policy</Link>;
}

/** Read from the sections' own flags, so renumbering the Terms cannot leave the clause pointing elsewhere. */
function SurvivalClause() {
  return (
    <p>
      Sections {formatSectionNumbers(survivingSectionNumbers(termsSections))} survive termination, together with any
      other provision that by its nature should survive, including accrued rights to payment and refunds.
    </p>
  );
}

export const termsSections: readonly LegalSection[] = [
  {
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          These Terms of Service (the “Terms”) are a binding agreement between you and {COMPANY_LEGAL_NAME}, a Delaware
          corporation (“{PRODUCT_NAME}”, “we”, “us” or “our”). By creating an account, accepting an invitation, taking a
          check-in call or otherwise using the Service, you agree to these Terms and acknowledge our{' '}
          <PrivacyPolicyLink />. If you do not agree, do not use the Service.
        </p>
        <p>In these Terms:</p>
        <ul>
          <li>
            <strong>Service</strong> means the {PRODUCT_NAME} daily wellness check-in calls, the caregiver dashboard,
            our apps and this website.
          </li>
          <li>
            <strong>Caregiver User</strong> means an adult who creates an account, invites and assigns Check-In
            Recipients, and receives alerts, call summaries and the dashboard.
          </li>
          <li>
            <strong>Check-In Recipient</strong> (or <strong>Recipient</strong>) means a person who receives the check-in
            calls.
          </li>
          <li>
            <strong>You</strong> means a Caregiver User, a Check-In Recipient, or a legal guardian acting for a
            Recipient, as the context requires.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'The Service',
    body: (
      <>
        <p>
          {PRODUCT_NAME} places automated daily check-in calls, usually about 5 minutes long, in which an AI voice
          assistant asks a Check-In Recipient how they are feeling, what they have been doing and whether they have
          taken their medications. Caregiver Users receive alerts, call summaries and an analytics dashboard about the
          Recipient’s mood, activity and medication.
        </p>
        <p className={styles.notice}>
          <strong>
            {PRODUCT_NAME} is a wellness tool, not a medical device. It does not provide medical advice, diagnosis or
            treatment, and it has not been cleared or approved by the U.S. Food and Drug Administration.
          </strong>
        </p>
        <p>
          Call summaries and dashboard information are produced automatically from what a Recipient says. They can be
          incomplete or inaccurate, and medication information is self-reported: {PRODUCT_NAME} does not dispense,
          verify or remind anyone to change medication. The Service does not replace personal contact, professional care
          or the advice of a physician. Always seek the advice of a qualified health professional about a medical
          condition.
        </p>
        <p>
          During early access we may add, change or remove features. We will tell you before we remove a feature you pay
          for.
        </p>
      </>
    ),
  },
  {
    title: 'Eligibility and Accounts',
    body: (
      <>
        <p>
          You must be 18 or older to use the Service, whether as a Caregiver User or as a Check-In Recipient. By using
          the Service you confirm that you are at least 18 years old.
        </p>
        <p>
          The Service is offered in the United States only. Your data is stored in the United States, and the Service is
          not intended for residents of the European Union (EU) or the United Kingdom (UK); do not use it if you reside
          there.
        </p>
        <p>
          You agree to give accurate and complete information, including phone numbers and emergency contact details,
          and to keep it up to date. You are responsible for keeping your login credentials confidential and for all
          activity under your account. Tell us at once at <ContactEmailLink /> if you believe your account has been used
          without your permission.
        </p>
      </>
    ),
  },
  {
    title: 'Inviting Check-In Recipients and Consent',
    body: (
      <>
        <p>
          A Caregiver User invites a Check-In Recipient by phone or e-mail and assigns the Recipient to their account.
          Each Recipient must confirm the invitation before calls begin: we place no check-in calls to a Recipient who
          has not confirmed. A Recipient can stop the calls at any time by telling the assistant during a call, in the
          app or by writing to us.
        </p>
        <p>
          If a Recipient is under a legal guardian (including a guardianship or conservatorship), the guardian’s
          agreement is required: the legal guardian must agree to these Terms and to the calls on the Recipient’s behalf
          before calls begin. A Caregiver User who is not the guardian must obtain the guardian’s agreement.
        </p>
        <p>When you invite a Recipient, you confirm that:</p>
        <ul>
          <li>you are allowed to share the Recipient’s name, phone number and e-mail address with us;</li>
          <li>
            you will explain to the Recipient that the calls are made by an AI assistant, that they are recorded and
            transcribed, and that summaries are shared with the Caregiver Users on the account; and
          </li>
          <li>
            the emergency contacts you designate have agreed to receive alerts about the Recipient from {PRODUCT_NAME}.
          </li>
        </ul>
        <p>
          By confirming an invitation, a Recipient agrees to receive automated calls from {PRODUCT_NAME} at the number
          given, to the recording and transcription of those calls, and to the sharing of summaries and alerts described
          in our <PrivacyPolicyLink />.
        </p>
      </>
    ),
  },
  {
    title: 'Emergency Detection and Alerts',
    body: (
      <>
        <p>
          During a call, the Service tries to recognize signs that a Recipient may need urgent help. Emergency detection
          is best-effort. When it detects a possible emergency, the Service sends alerts to the designated emergency
          contacts on the account.
        </p>
        <p>
          The Service may fail to detect an emergency or may flag one that does not exist, and alerts may be delayed or
          not delivered, for example because a call is missed, a phone number is wrong or a network is down.{' '}
          {PRODUCT_NAME} does not contact 911 or any other emergency service for you, and no one monitors calls live.
        </p>
        <p className={styles.notice}>
          <strong>
            {PRODUCT_NAME} is not a substitute for emergency services. In an emergency, call 911 or your local emergency
            number.
          </strong>
        </p>
        <p>
          You are responsible for keeping the designated emergency contacts and their phone numbers and e-mail addresses
          current.
        </p>
      </>
    ),
  },
  {
    title: 'Fees, Free Trial, Payment and Refunds',
    survivesTermination: true,
    body: (
      <>
        <p>
          <strong>Early access price.</strong> The early access subscription costs {monthlyPrice} per month, plus any
          applicable taxes.
        </p>
        <p>
          <strong>Free trial.</strong> Your first week ({trialDays} days) is free. Unless you cancel before the trial
          ends, your paid subscription starts when it ends and we charge your payment method {monthlyPrice} per month,
          in advance, until you cancel. You authorize us and our payment processor to make these recurring charges.
        </p>
        <p>
          <strong>{`${guaranteeDays}-day money-back guarantee.`}</strong> If you are not satisfied, write to{' '}
          <ContactEmailLink /> {`within ${guaranteeDays} days after your first paid charge`} and we will refund the
          subscription fees you have paid in full.
        </p>
        <p>
          <strong>Cancel anytime.</strong> You can cancel anytime in your account settings or by writing to us.
          Cancellation takes effect at the end of the current billing period, and calls continue until then. Except
          under the money-back guarantee or where the law requires otherwise, fees already paid are not refundable.
        </p>
        <p>
          <strong>Price changes.</strong> If the price changes, for example when early access ends, we will tell
          Caregiver Users by e-mail at least 30 days before the new price applies, and you may cancel before then. If a
          payment fails, we may suspend the calls until it is made.
        </p>
      </>
    ),
  },
  {
    title: 'Acceptable Use and Intellectual Property',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>invite or enrol anyone without the authority and permissions described in these Terms;</li>
          <li>give false information, impersonate another person or use someone else’s account;</li>
          <li>use the Service to harass, threaten or harm anyone, or for any unlawful purpose;</li>
          <li>
            copy, resell, reverse engineer, scrape or interfere with the Service, or try to get around its security; or
          </li>
          <li>use the Service or its output as the sole basis for a medical decision.</li>
        </ul>
        <p>
          {PRODUCT_NAME}, our logos, software, voice assistant and content are owned by {COMPANY_LEGAL_NAME} or our
          licensors. While you follow these Terms, we grant you a personal, non-exclusive, non-transferable and
          revocable license to use the Service for its intended purpose. You keep ownership of the information you give
          us and grant us the rights we need to operate and provide the Service as described in our{' '}
          <PrivacyPolicyLink />. If you send us feedback, we may use it without obligation to you.
        </p>
      </>
    ),
  },
  {
    title: 'Privacy, Security and Service Providers',
    body: (
      <>
        <p>
          Our <PrivacyPolicyLink /> explains what we collect, including call audio and transcripts, self-reported mood,
          health and medication adherence, account information and emergency contact details, and how we use, share and
          keep it. We protect it with HIPAA-grade encryption in transit and at rest. No system is perfectly secure,
          however, and we cannot guarantee that data will never be accessed without authorization.
        </p>
        <p>
          Calls are processed by our voice and video providers: <strong>Vapi</strong>, the voice AI platform that
          conducts the calls, recognizes speech and produces the assistant’s voice and the transcripts; and{' '}
          <strong>Daily</strong>, the real-time audio provider that carries call audio. Our website and apps use{' '}
          <strong>Google Analytics</strong> and <strong>PostHog</strong> for analytics. Data is stored in the United
          States.
        </p>
        <p>
          With your consent, we use anonymized call data to improve and train our AI. You may withdraw that consent, and
          you may access, correct or delete your data, as described in the <PrivacyPolicyLink />.
        </p>
      </>
    ),
  },
  {
    title: 'Disclaimers',
    survivesTermination: true,
    body: (
      <>
        <p className={styles.caps}>
          The Service is provided “as is” and “as available”. To the fullest extent permitted by law, {PRODUCT_NAME}{' '}
          disclaims all warranties, express or implied, including warranties of merchantability, fitness for a
          particular purpose, accuracy and non-infringement.
        </p>
        <p>
          We do not warrant that calls will be placed or completed on schedule, that emergencies will be detected, that
          alerts will be delivered, or that summaries and dashboard information will be accurate or complete. The
          Service is a wellness tool, not a medical device, and does not provide medical advice. Some states do not
          allow the exclusion of implied warranties, so some of these exclusions may not apply to you.
        </p>
      </>
    ),
  },
  {
    title: 'Limitation of Liability',
    survivesTermination: true,
    body: (
      <>
        <p className={styles.caps}>
          To the fullest extent permitted by law, {PRODUCT_NAME} and its officers, employees and suppliers will not be
          liable for any indirect, incidental, special, consequential, exemplary or punitive damages, for lost profits
          or lost data, or for damages arising from a missed call or from an emergency that was not detected or
          reported, even if advised of their possibility.
        </p>
        <p className={styles.caps}>
          Our total liability for all claims relating to the Service or these Terms is limited to the fees you paid to{' '}
          {PRODUCT_NAME} for the Service in the 12 months prior to the event giving rise to the claim.
        </p>
        <p>
          Nothing in these Terms limits liability that cannot be limited under applicable law, such as liability for
          fraud or for gross negligence or willful misconduct where the law does not allow it to be limited.
        </p>
      </>
    ),
  },
  {
    title: 'Indemnification',
    survivesTermination: true,
    body: (
      <p>
        You agree to defend, indemnify and hold harmless {COMPANY_LEGAL_NAME} and its officers, directors, employees and
        agents from any claims, losses, liabilities and expenses, including reasonable attorneys’ fees, arising from
        your breach of these Terms, your misuse of the Service, or your inviting or enrolling a Recipient or designating
        an emergency contact without the authority or consent these Terms require.
      </p>
    ),
  },
  {
    title: 'Term, Suspension and Termination',
    body: (
      <>
        <p>
          These Terms apply for as long as you use the Service. You may stop using it and cancel at any time (see{' '}
          <SectionLink sectionNumber={6} />
          ). A Caregiver User may remove a Recipient from the account, and a Recipient may stop the calls, at any time.
        </p>
        <p>
          We may suspend or end your access if you breach these Terms, if a payment fails, if the law requires it, or if
          continuing would put a Recipient, other people or the Service at risk. Where reasonable, we will tell you
          first. When an account ends, calls stop and access to summaries and the dashboard ends; we keep and delete the
          account’s data as our <PrivacyPolicyLink /> describes.
        </p>
        <SurvivalClause />
      </>
    ),
  },
  {
    title: 'Governing Law and Dispute Resolution',
    survivesTermination: true,
    body: (
      <>
        <p>
          These Terms and any dispute relating to them or to the Service are governed by the laws of the State of
          Delaware, without regard to its conflict-of-law rules.
        </p>
        <p>
          Before filing a claim, you agree to try to resolve the dispute informally by writing to <ContactEmailLink />.
          If it is not resolved within 60 days, either party may bring proceedings. Any claim must be brought in the
          state or federal courts located in the State of Delaware, and you and {PRODUCT_NAME} consent to their personal
          jurisdiction, except that either party may bring an individual claim in a small claims court. To the extent
          permitted by law, claims may be brought only individually and not as a plaintiff or class member in any class
          or representative proceeding.
        </p>
      </>
    ),
  },
  {
    title: 'General',
    survivesTermination: true,
    body: (
      <>
        <p>
          These Terms, together with our <PrivacyPolicyLink />, are the entire agreement between you and {PRODUCT_NAME}{' '}
          about the Service. If a provision is found unenforceable, the rest remains in effect. Our failure to enforce a
          provision is not a waiver. You may not assign these Terms without our consent; we may assign them in
          connection with a merger, acquisition or sale of assets. We are not responsible for delays or failures caused
          by events beyond our reasonable control, such as telephone network or power outages.
        </p>
        <p>
          We send notices to Caregiver Users by e-mail and to Check-In Recipients in the app. You may send notices to us
          at <ContactEmailLink />. These Terms create no rights for third parties. Headings are for convenience only,
          and “including” means “including without limitation”.
        </p>
      </>
    ),
  },
  {
    title: 'Changes to These Terms',
    body: (
      <>
        <p>
          We may update these Terms from time to time. The date at the top shows when they last changed. We tell
          Caregiver Users about changes by e-mail and Check-In Recipients in the app, at least 30 days before a material
          change takes effect unless the law requires it sooner.
        </p>
        <p>
          If you keep using the Service after the changes take effect, you accept the updated Terms. If you do not
          agree, cancel and stop using the Service before then.
        </p>
      </>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about these Terms, refund requests and notices go to {COMPANY_LEGAL_NAME} at <ContactEmailLink />.
      </p>
    ),
  },
];

function TermsIntro() {
  return (
    <p>
      Please read these Terms carefully. They cover the {PRODUCT_NAME} daily wellness check-in service offered by{' '}
      {COMPANY_LEGAL_NAME}, including how calls, alerts and payments work and the limits of our responsibility.
    </p>
  );
}

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LEGAL_DOCUMENTS_LAST_UPDATED}
      intro={<TermsIntro />}
      sections={termsSections}
    />
  );
}
