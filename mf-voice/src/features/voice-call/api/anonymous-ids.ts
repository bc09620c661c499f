/**
 * Visitors are anonymous: the phone-call request still needs a user id (the api limits calls per user id) and an
 * interview id. The user id is the site's one anonymous visitor id (`nvx_uid`, the id the experiments use), so
 * repeated requests from one browser count together.
 */

/** Where this remote once kept a second anonymous id of its own; forgotten on a visitor's next call. */
export const RETIRED_VOICE_VISITOR_ID_KEY = 'nvx_voice_visitor_id';

/** The user id of a phone-call request: the visitor id, or, with storage blocked, a new id for this request only. */
export function phoneCallUserId(
  visitorId: string | null,
  storage: Pick<Storage, 'removeItem'> | null = safeLocalStorage(),
): string {
  try {
    storage?.removeItem(RETIRED_VOICE_VISITOR_ID_KEY);
  } catch {
    // A blocked storage holds nothing to forget.
  }
  return visitorId ?? crypto.randomUUID();
}

export function newInterviewId(): string {
  return crypto.randomUUID();
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
