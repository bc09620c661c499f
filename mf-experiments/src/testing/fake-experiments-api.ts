import type { ExperimentSegments } from '@novavox/contracts-api/experiment-segments';
import type { ExperimentAlert } from '@novavox/contracts-api/experiment-watch';
import {
  applyExperimentChange,
  type ExperimentAction,
  type ExperimentChangeRecord,
  type ExperimentStates,
  experimentActions,
  isExperimentId,
  parseExperimentChange,
} from '@novavox/contracts-experiments';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { type FakeCopyApi, fakeCopyApi } from './fake-copy-api';
import { fakeMemoryApi } from './fake-memory-api';

/**
 * The api's experiment routes for the dashboard's tests (MSW handlers): GET /experiments/state, the admin
 * changes with the shared transition rules, the per-experiment history and segments. `refuseWith` makes the next change
 * fail the way the api answers a refusal.
 */
export interface FakeExperimentsApi {
  handlers: HttpHandler[];
  states: ExperimentStates;
  history: ExperimentChangeRecord[];
  /** Every admin request, for checking the credentials the dashboard sent. */
  adminRequests: Request[];
  stateReads: number;
  refuseWith: { status: number; message: string } | null;
  /** The copy editor's routes (`/admin/copy`, beside `/admin/experiments`), the dashboard's too. */
  copy: FakeCopyApi;
  /** What the watch told the team, per experiment, newest first (GET /admin/experiments/:id/alerts). */
  alerts: Record<string, ExperimentAlert[]>;
  /** Each signed-in member's choice (GET and POST /team/me/alerts), answered for `actor`; absent: receives them. */
  receivesAlerts: boolean | undefined;
  /** The api's clock: a change at or before it is "now"; an end date must come after it. */
  now: () => number;
  /** What GET /:id/segments answers, per experiment (none: the current run with no visitor yet). */
  segments: Record<string, ExperimentSegments>;
}

export function fakeExperimentsApi(
  endpoints: { experimentStates: string; experimentsAdmin: string; team?: string },
  initial: ExperimentStates,
  actor = 'marketer@novavox.test',
): FakeExperimentsApi {
  let clock = Date.parse('2026-11-25T14:00:00.000Z');
  const api: FakeExperimentsApi = {
    handlers: [],
    states: structuredClone(initial),
    history: [],
    adminRequests: [],
    stateReads: 0,
    refuseWith: null,
    copy: fakeCopyApi(endpoints.experimentsAdmin.replace(/\/experiments$/, '/copy'), actor),
    alerts: {},
    receivesAlerts: undefined,
    now: () => clock,
    segments: {},
  };
  api.handlers.push(...api.copy.handlers);
  api.handlers.push(
    http.get(endpoints.experimentStates, () => {
      api.stateReads += 1;
      return HttpResponse.json({ experiments: api.states, updatedAt: null });
    }),
    http.get(`${endpoints.experimentsAdmin}/:id/history`, ({ params, request }) => {
      api.adminRequests.push(request);
      const id = String(params.id);
      return HttpResponse.json({ changes: api.history.filter((record) => record.experimentId === id) });
    }),
    // The check of experiments that meet (docs/statistics.md S12): no pair here; its own tests give pairs.
    http.get(`${endpoints.experimentsAdmin}/interactions`, () =>
      HttpResponse.json({ alpha: 0.05, minCellVisitors: 100, pairs: [] }),
    ),
    http.get(`${endpoints.experimentsAdmin}/:id/alerts`, ({ params, request }) => {
      api.adminRequests.push(request);
      return HttpResponse.json({ alerts: api.alerts[String(params.id)] ?? [] });
    }),
    http.get(`${endpoints.experimentsAdmin}/:id/segments`, ({ params, request }) => {
      api.adminRequests.push(request);
      const id = String(params.id);
      const state = isExperimentId(id) ? api.states[id] : undefined;
      const runId = state && state.status !== 'not_started' ? state.runId : null;
      const empty = { experimentId: id, runId, dimensions: [] };
      return HttpResponse.json(api.segments[id] ?? empty);
    }),
  );
  // The cards' hypothesis and notes, and the page's archive (empty), for the signed-in team.
  api.handlers.push(...fakeMemoryApi(endpoints.experimentsAdmin, actor).handlers);
  if (endpoints.team) {
    api.handlers.push(
      http.get(`${endpoints.team}/me/alerts`, () =>
        HttpResponse.json({ experimentAlerts: api.receivesAlerts ?? true }),
      ),
      http.post(`${endpoints.team}/me/alerts`, async ({ request }) => {
        const body = (await request.json()) as { experimentAlerts?: unknown };
        if (typeof body.experimentAlerts !== 'boolean') {
          const message = 'Invalid alert settings: "experimentAlerts" must be true or false';
          return HttpResponse.json({ message, fields: { experimentAlerts: 'must be true or false' } }, { status: 400 });
        }
        api.receivesAlerts = body.experimentAlerts;
        return HttpResponse.json({ experimentAlerts: body.experimentAlerts });
      }),
    );
  }
  for (const action of experimentActions) {
    api.handlers.push(
      http.post(`${endpoints.experimentsAdmin}/:id/${action}`, async ({ params, request }) => {
        api.adminRequests.push(request.clone());
        const id = String(params.id);
        if (!isExperimentId(id)) return HttpResponse.json({ message: `No experiment "${id}"` }, { status: 404 });
        if (api.refuseWith) {
          const { status, message } = api.refuseWith;
          api.refuseWith = null;
          return HttpResponse.json({ error: message, message }, { status });
        }
        const parsed = parseExperimentChange(id, action as ExperimentAction, await request.json());
        if (!parsed.ok) return HttpResponse.json({ message: parsed.problems.join('; ') }, { status: 400 });
        // As the api: an end date must be in the future, named by field (api/src/routes/experiment-states.ts).
        const change = parsed.value;
        const end = change.action === 'start' || change.action === 'schedule' ? change.end : undefined;
        if (end && Date.parse(end.at) <= clock) {
          const message = `Invalid ${action} of ${id}: "end.at" must be in the future`;
          return HttpResponse.json({ message, fields: { 'end.at': 'must be in the future' } }, { status: 400 });
        }
        clock += 60_000;
        const at = new Date(clock).toISOString();
        const before = api.states[id];
        const outcome = applyExperimentChange(id, before, parsed.value, { at, newRunId: `run-${clock}` });
        if (!outcome.ok) return HttpResponse.json({ message: outcome.message }, { status: 409 });
        api.states = { ...api.states, [id]: outcome.state };
        const record: ExperimentChangeRecord = {
          id: api.history.length + 1,
          experimentId: id,
          action: parsed.value.action,
          actor,
          reason: parsed.value.reason ?? null,
          at,
          before,
          after: outcome.state,
        };
        api.history.push(record);
        return HttpResponse.json({ change: record }, { status: 201 });
      }),
    );
  }
  return api;
}
