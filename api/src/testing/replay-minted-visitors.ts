import { bucketedVariant, type ExperimentId, type ExperimentWeights } from '@novavox/contracts-experiments';
import { newVisitorId } from '@novavox/contracts-experiments/experiment-rules';

/** What a replay got back from the api. */
export interface MintedReplay {
  requests: number;
  accepted: number;
  refused: number;
  tooManyRequests: number;
}

export interface MintedReplayOptions {
  apiUrl: string;
  experimentId: ExperimentId;
  /** The run's weights, which the page publishes: enough to compute any made-up id's arm. */
  weights: ExperimentWeights;
  /** The arm the made-up visitors should land in. */
  arm: string;
  visitors: number;
  batchSize?: number;
  userAgent?: string;
  headers?: Record<string, string>;
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The attack of issue 44 as a script: the assignment hash and the weights are public, so made-up UUIDs are drawn
 * until `visitors` of them fall into `arm`, and each sends one correct impression of that arm, `batchSize` to a
 * request, from one address. Before visitor ids were signed, 10,000 of them were accepted in 8.2 s.
 */
export async function replayMintedVisitors(options: MintedReplayOptions): Promise<MintedReplay> {
  const batchSize = options.batchSize ?? 50;
  const ids: string[] = [];
  while (ids.length < options.visitors) {
    const id = newVisitorId();
    if (bucketedVariant(options.experimentId, options.weights, id) === options.arm) ids.push(id);
  }
  const result: MintedReplay = { requests: 0, accepted: 0, refused: 0, tooManyRequests: 0 };
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const response = await fetch(`${options.apiUrl}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': options.userAgent ?? CHROME, ...options.headers },
      body: JSON.stringify({
        events: batch.map((visitorId) => ({
          name: 'experiment_impression',
          experiment_id: options.experimentId,
          variant_id: options.arm,
          visitor_id: visitorId,
          occurred_at: Date.now(),
        })),
      }),
    });
    result.requests += 1;
    if (response.status === 429) {
      result.tooManyRequests += 1;
      continue;
    }
    const answer = (await response.json()) as { accepted?: number; refused?: Record<string, string> };
    result.accepted += answer.accepted ?? 0;
    result.refused += Object.keys(answer.refused ?? {}).length;
  }
  return result;
}
