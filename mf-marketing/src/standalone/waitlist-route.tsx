import { resolveWaitlistSource } from '@novavox/contracts-api/waitlist-source';
import { emit, useLocation } from '@novavox/contracts-runtime';
import { useEffect } from 'react';
import LandingPage from '../exposes/landing-page';

/**
 * As in the shell, a waitlist route is the landing page with the waitlist modal open; its source is
 * `?source=`, else the raw query text, else "general".
 */
export function WaitlistRoute() {
  const { search } = useLocation();
  useEffect(() => emit({ type: 'waitlist/open', source: resolveWaitlistSource(search) }), [search]);
  return <LandingPage pathname="/" />;
}
