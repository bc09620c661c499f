import { abStatsResponseSchema } from '@novavox/contracts-api/ab-stats';
import { expect } from 'vitest';
import { postJson } from './start-test-server';

/** A visitor (its signed id) and the arm it was shown. */
export interface ShownVisitor {
  id: string;
  arm: string;
}

/**
 * POST /events with one `experiment_impression` per visitor, at `occurredAt`; `fields` go into every event (a
 * landing path, a traffic source). Answers the status and the body, for the test to judge.
 */
export async function postImpressions(
  apiUrl: string,
  impression: { experimentId: string; occurredAt: number; fields?: Record<string, unknown> },
  visitors: readonly ShownVisitor[],
  headers: Record<string, string>,
) {
  const response = await postJson(
    `${apiUrl}/events`,
    {
      events: visitors.map(({ id, arm }) => ({
        name: 'experiment_impression',
        experiment_id: impression.experimentId,
        variant_id: arm,
        visitor_id: id,
        occurred_at: impression.occurredAt,
        ...impression.fields,
      })),
    },
    headers,
  );
  return { status: response.status, body: (await response.json()) as { accepted?: number; [field: string]: unknown } };
}

/** Today's GET /analytics/ab-stats, read with the schema the dashboard reads it with. */
export async function todaysAbStats(apiUrl: string) {
  const response = await fetch(`${apiUrl}/analytics/ab-stats?startDate=today&endDate=today`);
  expect(response.status).toBe(200);
  return abStatsResponseSchema.parse(await response.json());
}

/** A list of arms as letter → [views, conversions], the way the tests tally them by hand. */
export const figuresByLetter = (arms: readonly { key: string; views: number; conversions: number }[]) =>
  Object.fromEntries(arms.map((arm) => [arm.key, [arm.views, arm.conversions]]));
