import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { busEvents, busMark, renderMarketing } from '../testing/render-marketing';
import { MarketingModals } from './marketing-modals';
import { WaitlistRoute } from './waitlist-route';

describe('waitlist route source resolution', () => {
  it.each([
    ['/waitlist?source=newsletter', 'newsletter'],
    ['/waitlist?utm_medium=email&source=partner%20clinic', 'partner clinic'],
    ['/waitlist?facebook-ad', 'facebook-ad'],
    ['/waitlist?spring%20campaign', 'spring campaign'],
    ['/waitlist', 'general'],
    ['/waitlist?source=', 'general'],
  ])('%s opens the waitlist with source "%s"', async (route, source) => {
    const mark = busMark();
    renderMarketing(
      <>
        <WaitlistRoute />
        <MarketingModals />
      </>,
      { route },
    );
    expect(busEvents(mark)).toContainEqual({ type: 'waitlist/open', source });
    expect(await screen.findByRole('dialog', { name: 'Join the Waitlist' })).toBeInTheDocument();
  });
});
