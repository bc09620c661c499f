import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardDialog } from './dashboard-dialog';

describe('DashboardDialog', () => {
  it('is a dialog named by its heading, its content under the heading', () => {
    render(
      <DashboardDialog title="Ship B of Hero headline to every visitor?" onClose={() => {}} className="fit">
        <p>Every visitor will see B.</p>
      </DashboardDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ship B of Hero headline to every visitor?' });
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ship B of Hero headline to every visitor?',
    );
    expect(within(dialog).getByText('Every visitor will see B.')).toBeInTheDocument();
    expect(dialog).toHaveClass('fit');
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <DashboardDialog title="Stop the test?" onClose={onClose}>
        <button type="button">Cancel</button>
      </DashboardDialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
