import type { PhoneCallLimit } from '../stores/phone-call-store';

/**
 * The rate limits that refuse a request (429), by the name each one counts under in the database and is counted
 * under in novavox_refusals_total's `limit` label. The limiters are created with these names and the metric's help
 * lists them, so a renamed limit cannot leave its label, its help or an alert rule behind unnoticed.
 */
export const RATE_LIMITS = {
  forms: 'forms',
  events: 'events',
  admin: 'admin',
  teamSignInAddress: 'team-sign-in-address',
  teamSignInEmailClient: 'team-sign-in-email-client',
  visitorIds: 'visitor-ids',
} as const;

/** The phone calls' hourly limits, each refused under its own label. */
const PHONE_CALL_LIMITS = ['perNumber', 'perAddress', 'perUser', 'site'] as const satisfies readonly PhoneCallLimit[];
export const phoneCallRefusal = (limit: PhoneCallLimit) => `phone-calls-${limit}` as const;

/** The limits told by the answer's status alone (refusal-reason.ts), with the statuses they stand for. */
export const STATUS_REFUSALS = {
  'body-size': [413],
  'content-type': [415],
  validation: [400, 422],
  // A 429 whose limit did not name itself.
  'rate-limit': [429],
} as const;

/** The help of novavox_refusals_total: every value its `limit` label takes. */
export function refusalsHelp(): string {
  const named = [...Object.values(RATE_LIMITS), ...PHONE_CALL_LIMITS.map(phoneCallRefusal)];
  const byStatus = Object.entries(STATUS_REFUSALS).map(([limit, statuses]) => `${limit} (${statuses.join(', ')})`);
  return `Requests refused by a limit, by limit: each rate limit by name (${named.join(', ')}), ${byStatus.join(', ')}`;
}
