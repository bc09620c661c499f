import { sampleExperiment } from '@novavox/contracts-api/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardExperiment } from '../model/parse-ab-stats-response';
import { SecondaryMetrics } from './secondary-metrics';

const experiment = dashboardExperiment(
  sampleExperiment(
    'cta_layout',
    { A: [100, 4], B: [50, 1] },
    {
      metrics: {
        signup_submitted: { A: 10, B: 3 },
        demo_call_started: { A: 0, B: 2 },
        phone_call_requested: { A: 2, B: 1 },
        contact_sent: { A: 5, B: 5 },
      },
      crossoverVisitors: 0,
    },
  ),
);

describe('SecondaryMetrics', () => {
  it('shows each metric’s visitors, rate and difference to the control, and what conversions count', () => {
    render(<SecondaryMetrics experiment={experiment} />);
    expect(
      screen.getByText(
        'Conversions are confirmed sign-ups: visitors whose waitlist sign-up was confirmed through the e-mailed link, counted by the server. The verdict is drawn from them alone.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Secondary metrics (visitors, rate, vs. Control)' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    // 5 of 100 = 5.0 %; 5 of 50 = 10.0 %, twice the control's rate: +100.0 %.
    expect(
      within(row('Contact messages sent'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5 · 5.0%', '5 · 10.0% · +100.0%']);
    // 10 of 100 = 10.0 %; 3 of 50 = 6.0 %: (6 − 10) / 10 = −40.0 %.
    expect(
      within(row('Sign-ups submitted'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10 · 10.0%', '3 · 6.0% · −40.0%']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sign-ups submitted', 'Web demo calls started', 'Phone calls requested', 'Contact messages sent']);
  });
});
