/**
 * Visitors are anonymous: the phone-call request still needs a user id (the server rate-limits by it)
 * and an interview id. The visitor id is kept in the browser so repeated requests count together.
 */
const VISITOR_ID_KEY = 'nvx_voice_visitor_id';

function newId(): string {
  return crypto.randomUUID();
}

export function anonymousVisitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const stored = storage?.getItem(VISITOR_ID_KEY);
  if (stored) return stored;
  const id = newId();
  try {
    storage?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Storage may be full or disabled; the id then lasts for this request only.
  }
  return id;
}

export function newInterviewId(): string {
  return newId();
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
