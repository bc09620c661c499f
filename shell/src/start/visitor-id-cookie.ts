import {
  type ExperimentEnvironment,
  forcedVariantKey,
  isVisitorIdForm,
  readSiteCookie,
  readStorage,
  VISITOR_ID_KEY,
  variantLetterForm,
  visitorIdOf,
  writeSiteCookie,
  writeStorage,
} from '@novavox/contracts-experiments/experiment-rules';

/**
 * The visitor id lives in storage, and a cookie of the same name mirrors it so that the web server can send
 * only the variant markup this visitor can be shown. A first visit has neither: the server then issues an id in
 * the page's Set-Cookie, which becomes the visitor's stored id here, before any assignment. Storage stays the
 * source of truth: when it holds another id (a visitor from before the cookie, or whose cookies were cleared),
 * the cookie is set to it, so the next page is served for that id.
 */
export function keepVisitorIdWithServer(env: ExperimentEnvironment): void {
  const cookie = readSiteCookie(VISITOR_ID_KEY);
  const assumed = cookie && isVisitorIdForm(cookie) ? cookie : null;
  if (assumed && !readStorage(env, VISITOR_ID_KEY)) writeStorage(env, VISITOR_ID_KEY, assumed);
  // Created now if there is still none (a page served without an id), so its cookie is there for the next page.
  const id = visitorIdOf(env);
  if (id && id !== assumed) writeSiteCookie(VISITOR_ID_KEY, id);
  mirrorForcedVariants(env);
}

/** A force stored before the debug page wrote its cookie too (or by hand) reaches the server from the next page. */
function mirrorForcedVariants(env: ExperimentEnvironment): void {
  const prefix = forcedVariantKey('');
  try {
    const storage = env.storage;
    for (let index = 0; storage && index < storage.length; index++) {
      const key = storage.key(index);
      const stored = key?.startsWith(prefix) ? storage.getItem(key) : null;
      // Read as assignment reads a stored force (variantLetterOf), so the server sends the markup it will show.
      const letter = stored === null || stored === undefined ? null : variantLetterForm(stored);
      if (key && letter) writeSiteCookie(key, letter);
    }
  } catch {
    // Blocked storage holds no force.
  }
}
