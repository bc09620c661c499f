/** How long the dialog waits for the answer; after a failed microphone check it waits before saying what to do. */
export const PHONE_AVAILABILITY_TIMEOUT_MS = 5000;

/**
 * Asks the phone-call endpoint (GET) whether it can place calls at all, so the dialog says so when Phone Call is
 * chosen instead of after a number was typed and sent, and suggests a phone call only when one can be placed. Any
 * other answer (a hosted endpoint that has no GET, a network failure, no answer within the bound) is "unknown":
 * the dialog then lets the visitor try, and shows the server's reason if refused.
 */
export async function fetchPhoneCallAvailability(
  endpoint: string,
  fetcher: typeof fetch = fetch,
  timeoutMs: number = PHONE_AVAILABILITY_TIMEOUT_MS,
): Promise<boolean | null> {
  try {
    const response = await fetcher(endpoint, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const available = (body as Record<string, unknown>).available;
    return typeof available === 'boolean' ? available : null;
  } catch {
    return null;
  }
}
