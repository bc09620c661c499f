import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itLinksAcross } from '../testing/document-links';
import { numberedSection } from '../testing/numbered-section';
import { renderInSite } from '../testing/render-in-site';
import { TermsOfService } from './terms-of-service';

function renderTerms(env = {}) {
  return renderInSite(<TermsOfService />, { url: '/tos', env });
}

describe('Terms of Service', () => {
  it('is titled "Terms of Service" and last updated July 5, 2025', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Terms of Service$/);
    expect(screen.getByRole('article')).toHaveTextContent('Last updated July 5, 2025');
  });

  it('is an agreement with NovaVox, Inc., a Delaware corporation', () => {
    renderTerms();
    expect(numberedSection('Acceptance of These Terms')).toHaveTextContent('NovaVox, Inc., a Delaware corporation');
  });

  it('defines Caregiver Users and Check-In Recipients as the spec does', () => {
    renderTerms();
    const text = numberedSection('Acceptance of These Terms');
    expect(text).toHaveTextContent(
      /Caregiver User means an adult who creates an account, invites and assigns Check-In Recipients, and receives alerts, call summaries and the dashboard/,
    );
    expect(text).toHaveTextContent(
      /Check-In Recipient \(or Recipient\) means a person who receives the check-in calls/,
    );
  });

  it('describes daily check-in calls with alerts, summaries and a dashboard about mood, activity and medication', () => {
    renderTerms();
    expect(numberedSection('The Service')).toHaveTextContent(
      /automated daily check-in calls, usually about 5 minutes long/,
    );
    expect(numberedSection('The Service')).toHaveTextContent(
      /Caregiver Users receive alerts, call summaries and an analytics dashboard about the Recipient’s mood, activity and medication/,
    );
  });

  it('says the service is a wellness tool, not a medical device', () => {
    renderTerms();
    expect(numberedSection('The Service')).toHaveTextContent('NovaVox is a wellness tool, not a medical device.');
  });

  it('says emergency detection is best-effort, alerts designated emergency contacts and is no substitute for emergency services', () => {
    renderTerms();
    const emergency = numberedSection('Emergency Detection and Alerts');
    expect(emergency).toHaveTextContent('Emergency detection is best-effort.');
    expect(emergency).toHaveTextContent(/sends alerts to the designated emergency contacts/);
    expect(emergency).toHaveTextContent(
      /NovaVox is not a substitute for emergency services\. In an emergency, call 911/,
    );
  });

  it('describes the encryption as HIPAA-grade', () => {
    renderTerms();
    expect(numberedSection('Privacy, Security and Service Providers')).toHaveTextContent(/HIPAA-grade encryption/);
  });

  it('requires users to be 18 or older', () => {
    renderTerms();
    expect(numberedSection('Eligibility and Accounts')).toHaveTextContent(
      /You must be 18 or older to use the Service, whether as a Caregiver User or as a Check-In Recipient/,
    );
  });

  it('requires the legal guardian’s agreement for a Recipient under a legal guardian', () => {
    renderTerms();
    expect(numberedSection('Inviting Check-In Recipients and Consent')).toHaveTextContent(
      /If a Recipient is under a legal guardian .* the guardian’s agreement is required: the legal guardian must agree to these Terms and to the calls on the Recipient’s behalf before calls begin/,
    );
  });

  it('requires each Recipient to confirm the invitation before calls begin', () => {
    renderTerms();
    expect(numberedSection('Inviting Check-In Recipients and Consent')).toHaveTextContent(
      /Each Recipient must confirm the invitation before calls begin/,
    );
  });

  it('tells Caregiver Users of changes by e-mail and Recipients in the app', () => {
    renderTerms();
    expect(numberedSection('Changes to These Terms')).toHaveTextContent(
      /We tell Caregiver Users about changes by e-mail and Check-In Recipients in the app/,
    );
  });

  it('states the early access price: $5 per month, 7 days free, 30-day money-back guarantee, cancel anytime', () => {
    renderTerms();
    const fees = numberedSection('Fees, Free Trial, Payment and Refunds');
    expect(fees).toHaveTextContent(/The early access subscription costs \$5 per month/);
    expect(fees).toHaveTextContent(/Your first week \(7 days\) is free/);
    expect(fees).toHaveTextContent(/30-day money-back guarantee/);
    expect(fees).toHaveTextContent(/Cancel anytime\. You can cancel anytime/);
  });

  it('caps liability at the fees paid in the prior 12 months', () => {
    renderTerms();
    expect(numberedSection('Limitation of Liability')).toHaveTextContent(
      /Our total liability .* is limited to the fees you paid to NovaVox for the Service in the 12 months prior to the event giving rise to the claim/,
    );
  });

  it('says data is stored in the US and the service is not for EU or UK residents', () => {
    renderTerms();
    expect(numberedSection('Eligibility and Accounts')).toHaveTextContent(
      /Your data is stored in the United States, and the Service is not intended for residents of the European Union \(EU\) or the United Kingdom \(UK\)/,
    );
  });

  it('has at least 14 numbered sections', () => {
    renderTerms();
    const contents = screen.getByRole('navigation', { name: 'Table of contents' });
    const titles = within(contents)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles.length).toBeGreaterThanOrEqual(14);
    titles.forEach((title, index) => {
      expect(title).toMatch(new RegExp(`^${index + 1}\\. `));
    });
  });

  it('makes sections 6, 9–11, 13 and 14 survive termination, and those are the sections that should', () => {
    renderTerms();
    expect(numberedSection('Term, Suspension and Termination')).toHaveTextContent(
      /Sections 6, 9–11, 13 and 14 survive termination/,
    );
    const surviving = [6, 9, 10, 11, 13, 14].map(
      (number) => screen.getByRole('heading', { level: 2, name: new RegExp(`^${number}\\. `) }).textContent,
    );
    expect(surviving).toEqual([
      '6. Fees, Free Trial, Payment and Refunds',
      '9. Disclaimers',
      '10. Limitation of Liability',
      '11. Indemnification',
      '13. Governing Law and Dispute Resolution',
      '14. General',
    ]);
  });

  it('is governed by Delaware law', () => {
    renderTerms();
    expect(numberedSection('Governing Law and Dispute Resolution')).toHaveTextContent(
      /governed by the laws of the State of Delaware/,
    );
  });

  it('names the analytics services, Google Analytics and PostHog', () => {
    renderTerms();
    expect(numberedSection('Privacy, Security and Service Providers')).toHaveTextContent(
      /Our website and apps use Google Analytics and PostHog for analytics/,
    );
  });

  it('names the voice and video providers that process calls: Vapi and Daily', () => {
    renderTerms();
    const providers = numberedSection('Privacy, Security and Service Providers');
    expect(providers).toHaveTextContent(
      /Calls are processed by our voice and video providers: Vapi, the voice AI platform/,
    );
    expect(providers).toHaveTextContent(/Daily, the real-time audio provider that carries call audio/);
  });

  it('gives the contact e-mail from runtime config', () => {
    renderTerms({ PUBLIC_CONTACT_EMAIL: 'legal@example.test' });
    const contact = within(numberedSection('Contact Us')).getByRole('link', { name: 'legal@example.test' });
    expect(contact).toHaveAttribute('href', 'mailto:legal@example.test');
    const mailtos = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('mailto:'));
    expect(mailtos.length).toBeGreaterThan(1);
    expect(new Set(mailtos)).toEqual(new Set(['mailto:legal@example.test']));
    expect(screen.getByRole('article')).not.toHaveTextContent('hello@novavox.ai');
  });

  itLinksAcross(() => renderTerms(), {
    path: '/tos',
    section: 'Acceptance of These Terms',
    other: { name: 'Privacy Policy', path: '/privacy' },
  });
});
