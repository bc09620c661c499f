import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableRegion } from './table-region';

describe('TableRegion', () => {
  it('is a named region that Tab reaches, by its label or by the heading it names', async () => {
    render(
      <>
        <TableRegion label="Concluded runs">
          <table />
        </TableRegion>
        <TableRegion labelledBy="overview-title">
          <h2 id="overview-title">Overview</h2>
        </TableRegion>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Concluded runs' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveFocus();
  });
});
