import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMarketing } from '../../../testing/render-marketing';
import { FaqSection } from './faq-section';

describe('FaqSection', () => {
  it('answers the questions a family asks, folded under each question', async () => {
    const user = userEvent.setup({ delay: null });
    renderMarketing(<FaqSection />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq)
      .getAllByRole('group')
      .map((item) => item.querySelector('summary')?.textContent);
    expect(questions).toEqual([
      'What is a check-in call like?',
      'What does the family receive?',
      'What does it cost, and what happens after early access?',
      'Is there a guarantee?',
      'Can we cancel?',
      'Is NovaVox a medical device?',
      'Who is it for?',
      'Where is our data kept, and for whom is the service?',
    ]);
    const answer = within(faq).getByText(/first 7 days are free/);
    expect(answer).not.toBeVisible();
    await user.click(within(faq).getByText('What does it cost, and what happens after early access?'));
    expect(answer).toBeVisible();
  });

  it('states the product facts as the product describes them, and no others', () => {
    renderMarketing(<FaqSection />);
    const text = screen.getByRole('region', { name: 'Frequently asked questions' }).textContent ?? '';
    for (const fact of [
      '5 minutes every day',
      '$5 per month',
      'first 7 days are free',
      '30-day money-back guarantee',
      'cancel anytime',
      'a wellness tool, not a medical device',
      'no substitute for emergency services',
      '18 or older',
      'stored in the United States',
      'not meant for residents of the EU or the UK',
      '2 years after it is closed',
    ])
      expect(text).toContain(fact);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
