import type { ExperimentSegments } from '@novavox/contracts-api/experiment-segments';
import type { ExperimentAlert } from '@novavox/contracts-api/experiment-watch';
import {
  type AnyExperimentId,
  changeLogCells,
  changeLogColumns,
  type ExperimentAction,
  type ExperimentChangeRecord,
  type ExperimentId,
  type ExperimentWeights,
  experimentActions,
  hasOpenRun,
  parseExperimentChange,
} from '@novavox/contracts-experiments';
import { type Context, Hono } from 'hono';
import { actorOf } from '../http/actor';
import { ApiError } from '../http/api-error';
import { csvDownload } from '../http/csv-download';
import { invalidBody } from '../http/parse-body';
import { jsonBodyLimit, readOptionalJsonBody } from '../http/read-json-body';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { anyExperimentParam, experimentParam } from './experiment-param';

/**
 * Visitors' pages ask for the states on every load (through the site's server, which keeps them a moment), so a
 * change reaches them within seconds; the short max-age lets a CDN in front of the api absorb bursts.
 */
export const EXPERIMENT_STATE_CACHE_CONTROL = 'public, max-age=2';

/** GET /experiments/state: what every experiment does for visitors (public: nothing in it is secret). */
export function experimentStateRoutes(store: ExperimentStateStore) {
  return new Hono().get('/state', async (c) => {
    c.header('Cache-Control', EXPERIMENT_STATE_CACHE_CONTROL);
    return c.json(await store.document());
  });
}

// The shared change-log columns, between the row's id and what only this export carries.
const historyColumns = ['id', ...changeLogColumns, 'started_at', 'weights', 'winner'] as const;

const weightsText = (weights: ExperimentWeights) =>
  Object.entries(weights)
    .map(([key, weight]) => `${key}:${weight}`)
    .join(' ');

function historyCsv(c: Context, filename: string, records: readonly ExperimentChangeRecord[]): Response {
  return csvDownload(
    c,
    filename,
    historyColumns,
    records.map((record) => {
      const after = record.after;
      return [
        record.id,
        ...changeLogCells(record),
        after.status === 'not_started' ? null : after.startedAt,
        hasOpenRun(after) ? weightsText(after.weights) : null,
        after.status === 'concluded' ? after.winner : null,
      ];
    }),
  );
}

/**
 * Mounted at /admin/experiments behind the admin guard:
 * - POST /:id/start | pause | resume | conclude | weights | plan: one change, body as in experiment-state-change.ts,
 *   answered with the logged change (400 naming each bad field, 409 when the state does not allow it);
 * - GET /history and /:id/history: the change log, oldest first; `.csv` of either for a spreadsheet;
 * - GET /:id/alerts: what the experiment watch told the team about it, newest first (docs/experiment-watch.md);
 * - GET /:id/segments: the run's figures by device, source and landing, for exploring (run-segments.ts).
 * An end date (`end.at`, start and schedule) must be in the future: a past one would act at the watch's next look.
 */
export function experimentAdminRoutes(
  store: ExperimentStateStore,
  now: () => number,
  alerts: (id: AnyExperimentId) => Promise<ExperimentAlert[]> = async () => [],
  segments?: (id: ExperimentId) => Promise<ExperimentSegments>,
) {
  const app = new Hono()
    .get('/history', async (c) => c.json({ changes: await store.history() }))
    .get('/history.csv', async (c) => historyCsv(c, 'experiment-history.csv', await store.history()))
    .get('/:id/history', async (c) => c.json({ changes: await store.history(experimentParam(c)) }))
    .get('/:id/history.csv', async (c) => {
      const id = experimentParam(c);
      return historyCsv(c, `experiment-history-${id}.csv`, await store.history(id));
    })
    // A created copy experiment's alerts too: the watch judges its runs alike (docs/copy-experiments.md).
    .get('/:id/alerts', async (c) => {
      return c.json({ alerts: await alerts(anyExperimentParam(c)) });
    })
    .get('/:id/segments', async (c) => {
      const id = experimentParam(c);
      if (!segments) throw new ApiError(404, `No segments for "${id}"`);
      return c.json(await segments(id));
    });
  for (const action of experimentActions) {
    app.post(`/:id/${action}`, jsonBodyLimit(), async (c) => {
      const id = experimentParam(c);
      const parsed = parseExperimentChange(id, action as ExperimentAction, await readOptionalJsonBody(c));
      if (!parsed.ok) throw invalidBody(`${action} of ${id}`, parsed.problems);
      const change = parsed.value;
      const end = change.action === 'start' || change.action === 'schedule' ? change.end : undefined;
      if (end && Date.parse(end.at) <= now())
        throw invalidBody(`${action} of ${id}`, ['"end.at" must be in the future']);
      const outcome = await store.change(id, change, actorOf(c), new Date(now()));
      if (!outcome.ok) throw new ApiError(409, outcome.message);
      return c.json({ change: outcome.change }, 201);
    });
  }
  return app;
}
