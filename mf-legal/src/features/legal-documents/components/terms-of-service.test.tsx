import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itLinksAcross } from '../testing/document-links';
import { numberedSection } from '../testing/numbered-section';
import { renderInSite } from '../testing/render-in-site';
import { itSaysInSections } from '../testing/section-claims';
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

  itSaysInSections(renderTerms, [
    {
      test: 'is an agreement with NovaVox, Inc., a Delaware corporation',
      section: 'Acceptance of These Terms',
      says: ['NovaVox, Inc., a Delaware corporation'],
    },
    {
      test: 'defines Caregiver Users and Check-In Recipients as the spec does',
      section: 'Acceptance of These Terms',
      says: [
        /Caregiver User means an adult who creates an account, invites and assigns Check-In Recipients, and receives alerts, call summaries and the dashboard/,
        /Check-In Recipient \(or Recipient\) means a person who receives the check-in calls/,
      ],
    },
    {
      test: 'describes daily check-in calls with alerts, summaries and a dashboard about mood, activity and medication',
      section: 'The Service',
      says: [
        /automated daily check-in calls, usually about 5 minutes long/,
        /Caregiver Users receive alerts, call summaries and an analytics dashboard about the Recipient’s mood, activity and medication/,
      ],
    },
    {
      test: 'says the service is a wellness tool, not a medical device',
      section: 'The Service',
      says: ['NovaVox is a wellness tool, not a medical device.'],
    },
    {
      test: 'says emergency detection is best-effort, alerts designated emergency contacts and is no substitute for emergency services',
      section: 'Emergency Detection and Alerts',
      says: [
        'Emergency detection is best-effort.',
        /sends alerts to the designated emergency contacts/,
        /NovaVox is not a substitute for emergency services\. In an emergency, call 911/,
      ],
    },
    {
      test: 'describes the encryption as HIPAA-grade',
      section: 'Privacy, Security and Service Providers',
      says: [/HIPAA-grade encryption/],
    },
    {
      test: 'requires users to be 18 or older',
      section: 'Eligibility and Accounts',
      says: [/You must be 18 or older to use the Service, whether as a Caregiver User or as a Check-In Recipient/],
    },
    {
      test: 'requires the legal guardian’s agreement for a Recipient under a legal guardian',
      section: 'Inviting Check-In Recipients and Consent',
      says: [
        /If a Recipient is under a legal guardian .* the guardian’s agreement is required: the legal guardian must agree to these Terms and to the calls on the Recipient’s behalf before calls begin/,
      ],
    },
    {
      test: 'requires each Recipient to confirm the invitation before calls begin',
      section: 'Inviting Check-In Recipients and Consent',
      says: [/Each Recipient must confirm the invitation before calls begin/],
    },
    {
      test: 'tells Caregiver Users of changes by e-mail and Recipients in the app',
      section: 'Changes to These Terms',
      says: [/We tell Caregiver Users about changes by e-mail and Check-In Recipients in the app/],
    },
    {
      test: 'states the early access price: $5 per month, 7 days free, 30-day money-back guarantee, cancel anytime',
      section: 'Fees, Free Trial, Payment and Refunds',
      says: [
        /The early access subscription costs \$5 per month/,
        /Your first week \(7 days\) is free/,
        /30-day money-back guarantee/,
        /Cancel anytime\. You can cancel anytime/,
      ],
    },
    {
      test: 'caps liability at the fees paid in the prior 12 months',
      section: 'Limitation of Liability',
      says: [
        /Our total liability .* is limited to the fees you paid to NovaVox for the Service in the 12 months prior to the event giving rise to the claim/,
      ],
    },
    {
      test: 'says data is stored in the US and the service is not for EU or UK residents',
      section: 'Eligibility and Accounts',
      says: [
        /Your data is stored in the United States, and the Service is not intended for residents of the European Union \(EU\) or the United Kingdom \(UK\)/,
      ],
    },
    {
      test: 'is governed by Delaware law',
      section: 'Governing Law and Dispute Resolution',
      says: [/governed by the laws of the State of Delaware/],
    },
    {
      test: 'names the analytics services, Google Analytics and PostHog',
      section: 'Privacy, Security and Service Providers',
      says: [/Our website and apps use Google Analytics and PostHog for analytics/],
    },
    {
      test: 'names the voice and video providers that process calls: Vapi and Daily',
      section: 'Privacy, Security and Service Providers',
      says: [
        /Calls are processed by our voice and video providers: Vapi, the voice AI platform/,
        /Daily, the real-time audio provider that carries call audio/,
      ],
    },
  ]);

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
