import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteLoading } from './remote-fallback';

describe("a remote's loading state", () => {
  it('is announced, and carries the mark the prerender and the start script wait on', () => {
    const { container } = render(<RemoteLoading remote="mf_voice" titleId="nvx-modal-title" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading voice call…');
    // The mark's name typed by hand: the saved pages and the e2e specs look for exactly this attribute.
    expect(container.querySelector('[data-remote-loading=""]')).toBe(screen.getByRole('status'));
  });
});
