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
 * same way. Storage and the cookie both take the signed id. While the api is unreachable it is asked again for
 * about half a minute (the events wait, kept in storage); when it refuses (the address has had its share for the
 * hour) or stays down, the id stays as it is and is asked for again on the next page load.
 */
/** Pauses before asking again after a network failure or a 5xx: about half a minute in all, then the next page. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

export async function signVisitorId(
  endpoint: string,
  env: ExperimentEnvironment = browserExperimentEnvironment(),
  send: typeof fetch = (...args) => fetch(...args),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string | null> {
  const id = visitorIdOf(env);
  if (!id || SIGNED_VISITOR_ID.test(id) || !ISSUED_VISITOR_ID.test(id)) return id;
  for (let attempt = 0; ; attempt++) {
    let response: Response | null = null;
    try {
      response = await send(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ visitorId: id }),
        credentials: 'omit',
      });
    } catch {
      // Offline or the api unreachable: asked again below.
    }
    if (response?.ok) return adopt(env, id, await response.json().catch(() => null));
    // A refusal (the address had its share for the hour, a bad id) is not asked again on this page.
    const transient = response === null || response.status >= 500 || response.status === 408;
    const delay = RETRY_DELAYS_MS[attempt];
    if (!transient || delay === undefined) return id;
    await wait(delay);
  }
}

function adopt(env: ExperimentEnvironment, id: string, body: unknown): string | null {
  const answer = visitorIdAnswerSchema.safeParse(body);
  // Another tab may have changed the id meanwhile: only the id that was sent is replaced.
  if (!answer.success || readStorage(env, VISITOR_ID_KEY) !== id) return readStorage(env, VISITOR_ID_KEY);
  writeStorage(env, VISITOR_ID_KEY, answer.data.visitorId);
  writeSiteCookie(VISITOR_ID_KEY, answer.data.visitorId);
  return answer.data.visitorId;
}
