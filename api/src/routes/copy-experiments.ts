import {
  type CopySlotId,
  copyReasonSchema,
  copySlotIds,
  copySlots,
  isCopySlotId,
  parseCopyExperimentDraft,
  type VariantKey,
  variantKeySchema,
} from '@novavox/contracts-experiments';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { actorOf } from '../http/actor';
import { ApiError } from '../http/api-error';
import { csvDownload } from '../http/csv-download';
import { invalidBody, parseBody } from '../http/parse-body';
import { jsonBodyLimit, readJsonBody, readOptionalJsonBody } from '../http/read-json-body';
import type { CopyExperimentStore, CopyOutcome } from '../stores/copy-experiment-store';
import { EXPERIMENT_STATE_CACHE_CONTROL } from './experiment-states';

/** GET /experiments/copy: shipped copy and running copy experiments, for visitors' pages (public, briefly cached). */
export function copyDocumentRoutes(store: CopyExperimentStore) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', EXPERIMENT_STATE_CACHE_CONTROL);
    return c.json(await store.document());
  });
}

async function draftOf(c: Context) {
  const parsed = parseCopyExperimentDraft(await readJsonBody(c));
  if (!parsed.ok) throw invalidBody('copy experiment', parsed.problems);
  return parsed.value;
}

const reasonBody = z.object({ reason: copyReasonSchema });
const shipBody = z.object({
  variant: variantKeySchema,
  reason: copyReasonSchema,
});

function answer<T>(outcome: CopyOutcome<T>): T {
  if (!outcome.ok) throw new ApiError(outcome.status, outcome.message);
  return outcome.value;
}

const reasonOf = (reason: string | undefined) => reason?.trim() || null;

function slotParam(c: Context): CopySlotId {
  const slot = c.req.param('slot') ?? '';
  if (!isCopySlotId(slot)) throw new ApiError(404, `No copy slot "${slot}"`);
  return slot;
}

const slotHistoryColumns = [
  'id',
  'slot_id',
  'changed_at',
  'actor',
  'action',
  'reason',
  'experiment_id',
  'variant_id',
  'before',
  'after',
] as const;

/**
 * Mounted at /admin/copy behind the marketing role (admin included), docs/copy-experiments.md:
 * - GET /slots: every slot with its bounds, default and current copy; GET /slots/:slot/history, /slots/history.csv;
 * - GET /experiments, POST /experiments (a draft, 201), GET and PUT /experiments/:id (a draft only);
 * - POST /experiments/:id/start | stop | ship | rollback ({ reason }, ship also { variant }), answered with the
 *   experiment (400 naming each bad field, 404 none, 409 the state or a slot's claim does not allow it);
 * - GET /experiments/:id/history.
 */
export function copyAdminRoutes(store: CopyExperimentStore, now: () => number) {
  const at = () => new Date(now());
  return new Hono()
    .get('/slots', async (c) => {
      const { slotCopy } = await store.document();
      const slots = copySlotIds.map((id) => ({
        ...copySlots[id],
        current: slotCopy[id] ?? copySlots[id].defaultText,
        shipped: id in slotCopy,
      }));
      return c.json({ slots });
    })
    .get('/slots/history.csv', async (c) => {
      const changes = await store.slotHistory();
      const rows = changes.map((change) => [
        change.id,
        change.slotId,
        change.at,
        change.actor,
        change.action,
        change.reason,
        change.experimentId,
        change.variantId,
        change.before,
        change.after,
      ]);
      return csvDownload(c, 'slot-copy-history.csv', slotHistoryColumns, rows);
    })
    .get('/slots/:slot/history', async (c) => c.json({ changes: await store.slotHistory(slotParam(c)) }))
    .get('/experiments', async (c) => c.json({ experiments: await store.list() }))
    .post('/experiments', jsonBodyLimit(), async (c) => {
      const draft = await draftOf(c);
      return c.json({ experiment: await store.create(draft, actorOf(c), at()) }, 201);
    })
    .get('/experiments/:id', async (c) => {
      const experiment = await store.find(c.req.param('id'));
      if (!experiment) throw new ApiError(404, `No copy experiment "${c.req.param('id')}"`);
      return c.json({ experiment });
    })
    .put('/experiments/:id', jsonBodyLimit(), async (c) => {
      const draft = await draftOf(c);
      return c.json({ experiment: answer(await store.update(c.req.param('id'), draft, actorOf(c), at())) });
    })
    .get('/experiments/:id/history', async (c) => c.json({ changes: await store.history(c.req.param('id')) }))
    .post('/experiments/:id/start', jsonBodyLimit(), async (c) => {
      const { reason } = parseBody(reasonBody, await readOptionalJsonBody(c), 'start');
      return c.json(
        { experiment: answer(await store.start(c.req.param('id'), actorOf(c), at(), reasonOf(reason))) },
        201,
      );
    })
    .post('/experiments/:id/stop', jsonBodyLimit(), async (c) => {
      const { reason } = parseBody(reasonBody, await readOptionalJsonBody(c), 'stop');
      return c.json(
        { experiment: answer(await store.stop(c.req.param('id'), actorOf(c), at(), reasonOf(reason))) },
        201,
      );
    })
    .post('/experiments/:id/ship', jsonBodyLimit(), async (c) => {
      const { variant, reason } = parseBody(shipBody, await readOptionalJsonBody(c), 'ship');
      const shipped = await store.ship(c.req.param('id'), variant as VariantKey, actorOf(c), at(), reasonOf(reason));
      return c.json({ experiment: answer(shipped) }, 201);
    })
    .post('/experiments/:id/rollback', jsonBodyLimit(), async (c) => {
      const { reason } = parseBody(reasonBody, await readOptionalJsonBody(c), 'rollback');
      return c.json(
        { experiment: answer(await store.rollback(c.req.param('id'), actorOf(c), at(), reasonOf(reason))) },
        201,
      );
    });
}

/** Puts the routes behind the role: the list and every change need a signed-in marketing member or admin. */
export function guardedCopyAdminRoutes(store: CopyExperimentStore, now: () => number, marketing: MiddlewareHandler) {
  return new Hono().use('*', marketing).route('/', copyAdminRoutes(store, now));
}
