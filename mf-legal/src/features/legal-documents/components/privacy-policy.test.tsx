import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itLinksAcross } from '../testing/document-links';
import { numberedSection } from '../testing/numbered-section';
import { renderInSite } from '../testing/render-in-site';
import { itSaysInSections } from '../testing/section-claims';
import { PrivacyPolicy } from './privacy-policy';

function renderPolicy(env = {}) {
  return renderInSite(<PrivacyPolicy />, { url: '/privacy', env });
}

describe('Privacy Policy', () => {
  it('is titled "Privacy Policy" and last updated July 5, 2025', () => {
    renderPolicy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Privacy Policy$/);
    expect(screen.getByRole('article')).toHaveTextContent('Last updated July 5, 2025');
  });

  itSaysInSections(renderPolicy, [
    {
      test: 'is the policy of NovaVox, Inc., a Delaware corporation',
      section: 'Who We Are and What This Policy Covers',
      says: ['NovaVox, Inc. (“NovaVox”, “we”, “us” or “our”) is a Delaware corporation.'],
    },
    {
      test: 'says the service is a wellness tool, not a medical device',
      section: 'Who We Are and What This Policy Covers',
      says: ['NovaVox is a wellness tool, not a medical device.'],
    },
    {
      test: 'keeps personal data while the account is active plus 2 years after deactivation',
      section: 'Data Retention',
      says: [/We keep personal data while the account is active plus 2 years after the account is deactivated/],
    },
    {
      test: 'keeps anonymized data indefinitely',
      section: 'Data Retention',
      says: [/Anonymized data, .* is kept indefinitely/],
    },
    {
      test: 'stores data in the US and is not for EU or UK residents',
      section: 'Where Your Data Is Stored',
      says: [
        /Your data is stored and processed in the United States\. The Service is offered only in the United States and is not intended for residents of the European Union \(EU\) or the United Kingdom \(UK\)/,
      ],
    },
    {
      test: 'is only for people 18 or older',
      section: 'Age Requirements',
      says: [/The Service is only for people 18 or older/],
    },
    {
      test: 'requires each Recipient to confirm the invitation, and a guardian’s agreement, before calls begin',
      section: 'Check-In Recipients, Caregivers and Emergency Contacts',
      says: [
        /Each Recipient confirms the invitation before calls begin/,
        /If a Recipient is under a legal guardian, the guardian’s agreement is required before calls begin/,
      ],
    },
    {
      test: 'says emergency detection is best-effort, alerts designated emergency contacts and is no substitute for emergency services',
      section: 'Check-In Recipients, Caregivers and Emergency Contacts',
      says: [
        'Emergency detection is best-effort.',
        /it sends an alert to the designated emergency contacts/,
        'It is not a substitute for emergency services.',
      ],
    },
    {
      test: 'describes the encryption as HIPAA-grade',
      section: 'Data Security',
      says: [/We protect personal data with HIPAA-grade encryption/],
    },
    {
      test: 'tells Caregiver Users of changes by e-mail and Recipients in the app',
      section: 'Changes to This Policy',
      says: [/We tell Caregiver Users about changes by e-mail and Check-In Recipients in the app/],
    },
    {
      test: 'names the voice and video providers that process calls: Vapi and Daily',
      section: 'How We Share Information',
      says: [
        /Vapi, the voice AI platform that conducts our check-in calls/,
        /Daily, the real-time audio and video provider that carries call audio/,
      ],
    },
  ]);

  it('lists every kind of data collected, each as its own item', () => {
    renderPolicy();
    const items = within(numberedSection('Information We Collect'))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const expected = [
      /^Call audio and transcripts:/,
      /^Self-reported mood:/,
      /^Health and medication adherence:/,
      /^Account info: the name, address, e-mail and phone of Caregiver Users and Check-In Recipients\.$/,
      /^Emergency contact details:/,
      /^Device identifiers and usage logs:/,
    ];
    expect(items).toHaveLength(expected.length);
    expected.forEach((pattern, index) => {
      expect(items[index]).toMatch(pattern);
    });
  });

  it('gives the rights to access, correct, delete and withdraw consent for anonymized AI training', () => {
    renderPolicy();
    const rights = within(numberedSection('Your Rights and Choices'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rights).toEqual([
      'access the personal data we hold about you;',
      'correct data that is inaccurate or incomplete;',
      'request deletion of your personal data; and',
      'withdraw consent for anonymized AI training at any time, with effect for the future.',
    ]);
  });

  it('names the analytics services, Google Analytics and PostHog', () => {
    renderPolicy();
    expect(numberedSection('How We Share Information')).toHaveTextContent(
      /With analytics providers: Google Analytics and PostHog/,
    );
    expect(numberedSection('Cookies and Analytics')).toHaveTextContent(
      /Our website and apps use Google Analytics and PostHog/,
    );
  });

  it('gives the contact e-mail from runtime config', () => {
    renderPolicy({ PUBLIC_CONTACT_EMAIL: 'privacy@example.test' });
    for (const title of ['Your Rights and Choices', 'Contact Us']) {
      expect(within(numberedSection(title)).getByRole('link', { name: 'privacy@example.test' })).toHaveAttribute(
        'href',
        'mailto:privacy@example.test',
      );
    }
    expect(screen.getByRole('article')).not.toHaveTextContent('hello@novavox.ai');
  });

  itLinksAcross(() => renderPolicy(), {
    path: '/privacy',
    section: 'Who We Are and What This Policy Covers',
    other: { name: 'Terms of Service', path: '/tos' },
  });
});
