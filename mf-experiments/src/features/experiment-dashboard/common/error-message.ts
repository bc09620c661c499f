/**
 * What the page says of a failure: its message. DOMExceptions (storage, abort) from another realm or an older
 * engine are not instances of this page's Error, but all carry a message; anything else thrown is written as text.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}
