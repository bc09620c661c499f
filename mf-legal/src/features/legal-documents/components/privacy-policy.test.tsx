import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itLinksAcross } from '../testing/document-links';
import { numberedSection } from '../testing/numbered-section';
import { renderInSite } from '../testing/render-in-site';
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

  it('is the policy of NovaVox, Inc., a Delaware corporation', () => {
    renderPolicy();
    expect(numberedSection('Who We Are and What This Policy Covers')).toHaveTextContent(
      'NovaVox, Inc. (“NovaVox”, “we”, “us” or “our”) is a Delaware corporation.',
    );
  });

  it('says the service is a wellness tool, not a medical device', () => {
    renderPolicy();
    expect(numberedSection('Who We Are and What This Policy Covers')).toHaveTextContent(
      'NovaVox is a wellness tool, not a medical device.',
    );
  });

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

  it('keeps personal data while the account is active plus 2 years after deactivation', () => {
    renderPolicy();
    expect(numberedSection('Data Retention')).toHaveTextContent(
      /We keep personal data while the account is active plus 2 years after the account is deactivated/,
    );
  });

  it('keeps anonymized data indefinitely', () => {
    renderPolicy();
    expect(numberedSection('Data Retention')).toHaveTextContent(/Anonymized data, .* is kept indefinitely/);
  });

  it('stores data in the US and is not for EU or UK residents', () => {
    renderPolicy();
    expect(numberedSection('Where Your Data Is Stored')).toHaveTextContent(
      /Your data is stored and processed in the United States\. The Service is offered only in the United States and is not intended for residents of the European Union \(EU\) or the United Kingdom \(UK\)/,
    );
  });

  it('is only for people 18 or older', () => {
    renderPolicy();
    expect(numberedSection('Age Requirements')).toHaveTextContent(/The Service is only for people 18 or older/);
  });

  it('requires each Recipient to confirm the invitation, and a guardian’s agreement, before calls begin', () => {
    renderPolicy();
    const recipients = numberedSection('Check-In Recipients, Caregivers and Emergency Contacts');
    expect(recipients).toHaveTextContent(/Each Recipient confirms the invitation before calls begin/);
    expect(recipients).toHaveTextContent(
      /If a Recipient is under a legal guardian, the guardian’s agreement is required before calls begin/,
    );
  });

  it('says emergency detection is best-effort, alerts designated emergency contacts and is no substitute for emergency services', () => {
    renderPolicy();
    const recipients = numberedSection('Check-In Recipients, Caregivers and Emergency Contacts');
    expect(recipients).toHaveTextContent('Emergency detection is best-effort.');
    expect(recipients).toHaveTextContent(/it sends an alert to the designated emergency contacts/);
    expect(recipients).toHaveTextContent('It is not a substitute for emergency services.');
  });

  it('describes the encryption as HIPAA-grade', () => {
    renderPolicy();
    expect(numberedSection('Data Security')).toHaveTextContent(/We protect personal data with HIPAA-grade encryption/);
  });

  it('tells Caregiver Users of changes by e-mail and Recipients in the app', () => {
    renderPolicy();
    expect(numberedSection('Changes to This Policy')).toHaveTextContent(
      /We tell Caregiver Users about changes by e-mail and Check-In Recipients in the app/,
    );
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

  it('names the voice and video providers that process calls: Vapi and Daily', () => {
    renderPolicy();
    const sharing = numberedSection('How We Share Information');
    expect(sharing).toHaveTextContent(/Vapi, the voice AI platform that conducts our check-in calls/);
    expect(sharing).toHaveTextContent(/Daily, the real-time audio and video provider that carries call audio/);
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
