import type { ExperimentAlert } from '@novavox/contracts-api/experiment-watch';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WatchAlertsList } from './watch-alerts-list';

const sent: ExperimentAlert = {
  kind: 'verdict',
  runId: 'run-1',
  subject: 'cta_button_color: Ship B',
  foundAt: '2026-11-12T09:00:00.000Z',
  sentAt: '2026-11-12T09:00:00.000Z',
  recipients: 2,
  webhook: '204',
};
const waiting: ExperimentAlert = {
  ...sent,
  kind: 'health',
  subject: 'cta_button_color: no visitor for 24 hours',
  foundAt: '2026-11-12T15:30:00.000Z',
  sentAt: null,
  recipients: 0,
  webhook: null,
};

describe('WatchAlertsList', () => {
  it('says what was sent, when and to how many, and what waits for the digest', () => {
    render(<WatchAlertsList experimentName="CTA Button Color" alerts={[waiting, sent]} />);
    const list = screen.getByRole('region', { name: 'Alerts sent to the team' });
    const items = list.querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual([
      "cta_button_color: no visitor for 24 hours (found 12 Nov 2026, 15:30 UTC, waiting for the day's digest)",
      'cta_button_color: Ship B (sent 12 Nov 2026, 09:00 UTC to 2 team members; webhook 204)',
    ]);
  });

  it('says so when nothing was sent', () => {
    render(<WatchAlertsList experimentName="CTA Button Color" alerts={[]} />);
    expect(screen.getByText('No alert about CTA Button Color has been sent.')).toBeTruthy();
  });
});
