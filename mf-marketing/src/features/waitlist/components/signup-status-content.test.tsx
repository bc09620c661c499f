import { MemoryNavigation } from '@novavox/contracts-ui/navigators';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignupStatusContent } from './signup-status-content';

const at = (path: string) =>
  render(
    <MemoryNavigation initialPath={path}>
      <SignupStatusContent />
    </MemoryNavigation>,
  );

describe('the page a waitlist e-mail link lands on', () => {
  it.each([
    ['confirmed', 'Your place on the waitlist is confirmed', false],
    ['already-confirmed', 'Your place is already confirmed', false],
    ['updated', 'Your details are updated', false],
    ['deleted', 'Your sign-up is deleted', true],
    ['expired', 'This link has expired', true],
    ['invalid', 'This link does not work', true],
    ['<script>', 'This link does not work', true],
    ['toString', 'This link does not work', true],
  ])('says what ?result=%s means', (result, title, offersSignUp) => {
    at(`/signup/status?result=${encodeURIComponent(result)}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign up again' }) !== null).toBe(offersSignUp);
  });

  it("tells an expired link's owner how long links work (the api's 14 days, typed by hand)", () => {
    at('/signup/status?result=expired');
    expect(screen.getByText(/^Confirmation links work for 14 days,/)).toBeInTheDocument();
  });

  it('treats a missing result as a link that does not work', () => {
    at('/signup/status');
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
  });
});
