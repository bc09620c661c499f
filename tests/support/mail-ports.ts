import { portOffset } from './site';

/** The e2e mail server's SMTP port and the port of its HTTP view, shifted like every other port. */
export function mailPorts(): { smtp: number; view: number } {
  return { smtp: 2525 + portOffset, view: 2526 + portOffset };
}
