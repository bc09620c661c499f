/** The api's error text (`message`, else `error`) from a failed answer, else its status line. */
export async function apiErrorMessage(response: Response): Promise<string> {
  const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  try {
    const body: unknown = JSON.parse(await response.text());
    if (typeof body === 'object' && body !== null) {
      const { message, error } = body as { message?: unknown; error?: unknown };
      const text = typeof message === 'string' ? message : typeof error === 'string' ? error : null;
      if (text?.trim()) return text.trim();
    }
  } catch {
    // A non-JSON error page: the status line is the best description.
  }
  return fallback;
}
