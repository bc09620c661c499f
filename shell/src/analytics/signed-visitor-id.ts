import { visitorIdAnswerSchema } from '@novavox/contracts-api/visitor-ids';
import {
  browserExperimentEnvironment,
  type ExperimentEnvironment,
  ISSUED_VISITOR_ID,
  readStorage,
  SIGNED_VISITOR_ID,
  VISITOR_ID_KEY,
  visitorIdOf,
  writeSiteCookie,
  writeStorage,
} from '@novavox/contracts-experiments/experiment-rules';

/**
 * Only a visitor id the api signed counts in an experiment (docs/analytics-and-experiments.md, "Visitor ids"). The
 * page's server issues a bare UUID in its Set-Cookie (nginx's pages come without one and the browser makes it), the
 * first frame assigns from it, and here the live page asks the api once to sign it: the signature is appended, so
 * the arms do not change. A visitor holding an id from before signatures gets it signed on the next page load the
 * same way. Storage and the cookie both take the signed id; when the api does not sign (down, or the address has
 * had its share for the hour), the id stays as it is and is asked for again on the next page load.
 */
export async function signVisitorId(
  endpoint: string,
  env: ExperimentEnvironment = browserExperimentEnvironment(),
  send: typeof fetch = (...args) => fetch(...args),
): Promise<string | null> {
  const id = visitorIdOf(env);
  if (!id || SIGNED_VISITOR_ID.test(id) || !ISSUED_VISITOR_ID.test(id)) return id;
  try {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ visitorId: id }),
      credentials: 'omit',
    });
    if (!response.ok) return id;
    const answer = visitorIdAnswerSchema.safeParse(await response.json());
    // Another tab may have changed the id meanwhile: only the id that was sent is replaced.
    if (!answer.success || readStorage(env, VISITOR_ID_KEY) !== id) return readStorage(env, VISITOR_ID_KEY);
    writeStorage(env, VISITOR_ID_KEY, answer.data.visitorId);
    writeSiteCookie(VISITOR_ID_KEY, answer.data.visitorId);
    return answer.data.visitorId;
  } catch {
    return id;
  }
}
