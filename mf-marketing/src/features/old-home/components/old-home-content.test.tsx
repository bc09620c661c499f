import { emit } from '@novavox/contracts-runtime';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => emit({ type: 'voice/setup', settingUp: false }));

import { busEvents, busMark, renderMarketing } from '../../../testing/render-marketing';
import { OldHomeContent } from './old-home-content';

describe('Old home page', () => {
  it('is made of three sections under one h1', () => {
    renderMarketing(<OldHomeContent />, { route: '/old-home' });
    expect(screen.getAllByRole('region')).toHaveLength(3);
    // Customers read the headline; the page's internal name ("old home", "classic home") is not theirs.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^NovaVox: a daily call that keeps your family close$/,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Why families choose NovaVox',
      'Hear it for yourself',
    ]);
  });

  it('opens the waitlist, the call, the demo and the contact modal through the bus', async () => {
    const user = userEvent.setup({ delay: null });
    renderMarketing(<OldHomeContent />, { route: '/old-home' });
    const mark = busMark();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Try AI Voice Call Now' }));
    await user.click(screen.getByRole('button', { name: 'Hear a sample call' }));
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(busEvents(mark)).toEqual([
      { type: 'waitlist/open', source: 'old-home' },
      { type: 'voice/open', flavour: 'default', voicecare: false, source: 'old-home' },
      { type: 'demo/open' },
      { type: 'contact/open' },
    ]);
  });

  it("disables its call trigger, reading 'Setting up...', while a call is set up", () => {
    renderMarketing(<OldHomeContent />, { route: '/old-home' });
    act(() => emit({ type: 'voice/setup', settingUp: true }));
    expect(screen.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
    act(() => emit({ type: 'voice/setup', settingUp: false }));
    expect(screen.getByRole('button', { name: 'Try AI Voice Call Now' })).toBeEnabled();
  });
});
