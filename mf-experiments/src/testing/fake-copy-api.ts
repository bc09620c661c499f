import {
  type CopyExperiment,
  type CopyExperimentChange,
  type CopyExperimentStatus,
  type CopySlotId,
  copySlotIds,
  copySlots,
  copyVariants,
  parseCopyExperimentDraft,
  type SlotCopy,
  type SlotCopyChange,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { type HttpHandler, HttpResponse, http } from 'msw';

/**
 * The api's `/admin/copy` routes for the dashboard's tests (MSW handlers), with the api's rules: drafts checked by
 * the shared schema (400 naming arm and slot), the statuses each change starts from (409), one claim per slot,
 * ship writing the arm's copy to the slots with a history row, rollback restoring the copy before the ship.
 */
export interface FakeCopyApi {
  handlers: HttpHandler[];
  experiments: CopyExperiment[];
  slotCopy: SlotCopy;
  slotChanges: SlotCopyChange[];
  changes: CopyExperimentChange[];
  /** Every request, for checking what the editor sent. */
  requests: Request[];
}

const allowedFrom: Record<'start' | 'stop' | 'ship' | 'rollback', readonly CopyExperimentStatus[]> = {
  start: ['draft'],
  stop: ['running'],
  ship: ['running', 'stopped'],
  rollback: ['shipped'],
};

export function fakeCopyApi(endpoint: string, actor = 'marketer@novavox.test'): FakeCopyApi {
  let clock = Date.parse('2026-11-25T15:00:00.000Z');
  const tick = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
  const api: FakeCopyApi = { handlers: [], experiments: [], slotCopy: {}, slotChanges: [], changes: [], requests: [] };
  const claims = new Map<CopySlotId, string>();
  const refuse = (status: number, message: string) => HttpResponse.json({ error: message, message }, { status });
  const find = (id: string) => api.experiments.find((experiment) => experiment.id === id);
  const replace = (next: CopyExperiment) => {
    api.experiments = api.experiments.map((experiment) => (experiment.id === next.id ? next : experiment));
    return next;
  };
  const draftOf = async (request: Request) => {
    const parsed = parseCopyExperimentDraft(await request.json());
    if (!parsed.ok) return { problem: refuse(400, `Invalid copy experiment: ${parsed.problems.join('; ')}`) };
    return { draft: parsed.value };
  };

  api.handlers.push(
    http.all(`${endpoint}/*`, ({ request }) => {
      api.requests.push(request.clone());
      return undefined;
    }),
    http.get(`${endpoint}/slots`, () =>
      HttpResponse.json({
        slots: copySlotIds.map((id) => ({
          ...copySlots[id],
          current: api.slotCopy[id] ?? copySlots[id].defaultText,
          shipped: id in api.slotCopy,
        })),
      }),
    ),
    http.get(`${endpoint}/slots/:slot/history`, ({ params }) =>
      HttpResponse.json({ changes: api.slotChanges.filter((change) => change.slotId === params.slot) }),
    ),
    http.get(`${endpoint}/experiments`, () => HttpResponse.json({ experiments: api.experiments })),
    http.get(`${endpoint}/experiments/:id/history`, ({ params }) =>
      HttpResponse.json({ changes: api.changes.filter((change) => change.experimentId === params.id) }),
    ),
    http.post(`${endpoint}/experiments`, async ({ request }) => {
      const { draft, problem } = await draftOf(request);
      if (!draft) return problem;
      const at = tick();
      const slots = Object.keys(draft.variants[0] ?? {}) as CopySlotId[];
      const experiment: CopyExperiment = {
        id: `copy_${String(api.experiments.length + 1).padStart(12, '0')}`,
        name: draft.name,
        hypothesis: draft.hypothesis,
        page: '/',
        slots,
        variants: copyVariants(draft.variants),
        status: 'draft',
        createdBy: actor,
        createdAt: at,
        updatedAt: at,
        runId: null,
        startedAt: null,
        endedAt: null,
        shippedVariant: null,
      };
      api.experiments.push(experiment);
      return HttpResponse.json({ experiment }, { status: 201 });
    }),
    http.put(`${endpoint}/experiments/:id`, async ({ params, request }) => {
      const before = find(String(params.id));
      if (!before) return refuse(404, `No copy experiment "${params.id}"`);
      if (before.status !== 'draft') return refuse(409, `Cannot edit ${before.id}: it is ${before.status}`);
      const { draft, problem } = await draftOf(request);
      if (!draft) return problem;
      const experiment = replace({
        ...before,
        name: draft.name,
        hypothesis: draft.hypothesis,
        slots: Object.keys(draft.variants[0] ?? {}) as CopySlotId[],
        variants: copyVariants(draft.variants),
        updatedAt: tick(),
      });
      return HttpResponse.json({ experiment });
    }),
    http.post(`${endpoint}/experiments/:id/:action`, async ({ params, request }) => {
      const action = String(params.action) as keyof typeof allowedFrom;
      const before = find(String(params.id));
      if (!before) return refuse(404, `No copy experiment "${params.id}"`);
      if (!(action in allowedFrom)) return refuse(404, 'Not found');
      if (!allowedFrom[action].includes(before.status))
        return refuse(409, `Cannot ${action} ${before.id}: it is ${before.status}`);
      const body = (await request.json().catch(() => ({}))) as { variant?: VariantKey; reason?: string };
      const at = tick();
      const reason = body.reason?.trim() || null;
      let next: CopyExperiment;
      if (action === 'start') {
        const taken = before.slots.find((slot) => claims.has(slot));
        if (taken) return refuse(409, `Cannot start: ${taken} is claimed by ${claims.get(taken)}`);
        for (const slot of before.slots) claims.set(slot, before.id);
        next = { ...before, status: 'running', runId: `run-${clock}`, startedAt: at };
      } else if (action === 'stop') {
        next = { ...before, status: 'stopped', endedAt: at };
      } else if (action === 'ship') {
        const variant = before.variants.find((entry) => entry.key === body.variant);
        if (!variant) return refuse(400, 'Invalid ship: "variant" must be one of the arms');
        for (const slot of before.slots) {
          api.slotChanges.push({
            id: api.slotChanges.length + 1,
            slotId: slot,
            action: 'ship',
            before: api.slotCopy[slot] ?? null,
            after: variant.copy[slot] ?? null,
            experimentId: before.id,
            variantId: variant.key,
            actor,
            reason,
            at,
          });
          api.slotCopy[slot] = variant.copy[slot];
        }
        next = { ...before, status: 'shipped', endedAt: before.endedAt ?? at, shippedVariant: variant.key };
      } else {
        for (const slot of before.slots) {
          const ship = api.slotChanges.findLast(
            (change) => change.slotId === slot && change.experimentId === before.id && change.action === 'ship',
          );
          const restored = ship?.before ?? null;
          api.slotChanges.push({
            id: api.slotChanges.length + 1,
            slotId: slot,
            action: 'rollback',
            before: api.slotCopy[slot] ?? null,
            after: restored,
            experimentId: before.id,
            variantId: before.shippedVariant ?? 'A',
            actor,
            reason,
            at,
          });
          if (restored === null) delete api.slotCopy[slot];
          else api.slotCopy[slot] = restored;
        }
        next = { ...before, status: 'rolled_back' };
      }
      if (action !== 'start') for (const slot of before.slots) if (claims.get(slot) === before.id) claims.delete(slot);
      replace({ ...next, updatedAt: at });
      api.changes.push({
        id: api.changes.length + 1,
        experimentId: before.id,
        action,
        actor,
        reason,
        before: before.status,
        after: next.status,
        at,
      });
      return HttpResponse.json({ experiment: find(before.id) }, { status: 201 });
    }),
  );
  return api;
}
