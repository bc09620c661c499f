/**
 * What a failure says: its message, for a page, a log line or a stored error. It lives beside isRecord, in the
 * lowest contract, so the api, the servers and every remote import the one rule. DOMExceptions (storage, abort) from another realm or an older
 * engine are not instances of this page's Error, but all carry a message; anything else thrown is written as text.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}
