import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InsightsBox } from './insights-box';

// Another offer: the sample insight names the catalog's CTA text, whose free days come from early-access-offer.ts.
vi.mock('@novavox/contracts-experiments/early-access-offer', () => ({
  EARLY_ACCESS_OFFER: { monthlyPrice: '$9', trialDays: 14, guaranteeDays: 60 },
}));

describe('the sample insights', () => {
  it('name the CTA text of the catalog, not a copy of it', () => {
    render(<InsightsBox />);
    expect(screen.getByText("The 'Try 14 Days Free' CTA text draws the most sign-ups.")).toBeInTheDocument();
  });
});
