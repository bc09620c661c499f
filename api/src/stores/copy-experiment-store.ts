import { randomUUID } from 'node:crypto';
import {
  COPY_EXPERIMENT_PREFIX,
  type CopyDocument,
  type CopyExperiment,
  type CopyExperimentDraft,
  type CopyExperimentStatus,
  type CopyPage,
  type CopySlotId,
  type CopyVariant,
  copySlots,
  copyVariants,
  type ExperimentStatesDocument,
  hasOpenRun,
  type SlotCopy,
  type SlotCopyChange,
  type VariantKey,
} from '@novavox/contracts-experiments';
import type { Selectable, Transaction, Updateable } from 'kysely';
import type { AppKysely, CopyExperimentsTable, DatabaseSchema } from '../db/database-schema';

/** Refused changes carry the status the api answers with: 404 none, 409 the state does not allow it. */
export type CopyOutcome<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; message: string };

export interface CopyExperimentStore {
  create(draft: CopyExperimentDraft, actor: string, at: Date): Promise<CopyExperiment>;
  /** Rewrites a draft; refused once started. */
  update(id: string, draft: CopyExperimentDraft, actor: string, at: Date): Promise<CopyOutcome<CopyExperiment>>;
  list(): Promise<CopyExperiment[]>;
  find(id: string): Promise<CopyExperiment | null>;
  start(id: string, actor: string, at: Date, reason: string | null): Promise<CopyOutcome<CopyExperiment>>;
  stop(id: string, actor: string, at: Date, reason: string | null): Promise<CopyOutcome<CopyExperiment>>;
  ship(
    id: string,
    variant: VariantKey,
    actor: string,
    at: Date,
    reason: string | null,
  ): Promise<CopyOutcome<CopyExperiment>>;
  rollback(id: string, actor: string, at: Date, reason: string | null): Promise<CopyOutcome<CopyExperiment>>;
  /** What visitors' pages read: shipped copy and the running experiments. */
  document(): Promise<CopyDocument>;
  /** Slot copy changes, oldest first: one slot's, or all. */
  slotHistory(slotId?: CopySlotId): Promise<SlotCopyChange[]>;
  /** One experiment's changes, oldest first. */
  history(id: string): Promise<CopyExperimentChangeRecord[]>;
}

export interface CopyExperimentChangeRecord {
  id: number;
  experimentId: string;
  action: string;
  actor: string;
  reason: string | null;
  before: CopyExperimentStatus;
  after: CopyExperimentStatus;
  at: string;
}

type Trx = Transaction<DatabaseSchema>;

/** The statuses each action starts from. */
const allowedFrom: Record<'start' | 'stop' | 'ship' | 'rollback', readonly CopyExperimentStatus[]> = {
  start: ['draft'],
  stop: ['running'],
  ship: ['running', 'stopped'],
  rollback: ['shipped'],
};

export function toExperiment(row: CopyExperimentsTable): CopyExperiment {
  return {
    id: row.id,
    name: row.name,
    hypothesis: row.hypothesis,
    page: row.page as CopyPage,
    slots: JSON.parse(row.slots_json) as CopySlotId[],
    variants: JSON.parse(row.variants_json) as CopyVariant[],
    status: row.status as CopyExperimentStatus,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    runId: row.run_id,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    shippedVariant: row.shipped_variant as VariantKey | null,
  };
}

function draftColumns(draft: CopyExperimentDraft) {
  const slots = Object.keys(draft.variants[0] ?? {}) as CopySlotId[];
  const page = copySlots[slots[0] as CopySlotId].page;
  return {
    name: draft.name.trim(),
    hypothesis: draft.hypothesis.trim(),
    page,
    slots_json: JSON.stringify(slots),
    variants_json: JSON.stringify(copyVariants(draft.variants)),
  };
}

/** Whether the coded experiment varying a slot shows visitors its arms now (running, or paused mid-run). */
function codedClaim(slotId: CopySlotId, states: ExperimentStatesDocument): string | null {
  const coded = copySlots[slotId].codedExperiment;
  if (coded === null) return null;
  return hasOpenRun(states.experiments[coded]) ? coded : null;
}

/** The refusals both ways of changing a copy experiment answer: it is not there, or it changed meanwhile. */
const noSuchExperiment = (id: string) => ({ ok: false, status: 404, message: `No copy experiment "${id}"` }) as const;
const changedMeanwhile = (id: string) =>
  ({
    ok: false,
    status: 409,
    message: `${id} was changed by someone else at the same moment; reload and try again`,
  }) as const;

/**
 * Writes `columns` over the row this transaction read, only if its version is still the one read (another
 * change since would have moved it on); the written row, or undefined when someone changed it meanwhile.
 */
export function writeIfUnchanged(
  trx: Trx,
  row: Selectable<CopyExperimentsTable>,
  columns: Updateable<CopyExperimentsTable>,
  changedAt: string,
) {
  return trx
    .updateTable('copy_experiments')
    .set({ ...columns, updated_at: changedAt, version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || /UNIQUE constraint failed/.test(error.message));

export function createCopyExperimentStore(
  db: AppKysely,
  codedStates: () => Promise<ExperimentStatesDocument>,
  /** Told after every committed start, stop, ship or rollback: what runs has changed. */
  afterChange: () => void = () => {},
): CopyExperimentStore {
  async function logChange(
    trx: Trx,
    id: string,
    action: string,
    actor: string,
    before: CopyExperimentStatus,
    after: CopyExperimentStatus,
    at: string,
    reason: string | null,
  ) {
    await trx
      .insertInto('copy_experiment_changes')
      .values({ experiment_id: id, action, actor, status_before: before, status_after: after, changed_at: at, reason })
      .execute();
  }

  /** Reads the row, checks the action may apply, runs `apply`, then writes the row if nobody changed it meanwhile. */
  async function transition(
    id: string,
    action: keyof typeof allowedFrom,
    actor: string,
    at: Date,
    reason: string | null,
    apply: (
      trx: Trx,
      experiment: CopyExperiment,
      changedAt: string,
    ) => Promise<CopyOutcome<Partial<CopyExperimentsTable>>>,
  ): Promise<CopyOutcome<CopyExperiment>> {
    const changedAt = at.toISOString();
    try {
      const changed = await db.transaction().execute(async (trx): Promise<CopyOutcome<CopyExperiment>> => {
        const row = await trx.selectFrom('copy_experiments').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) return noSuchExperiment(id);
        const experiment = toExperiment(row);
        if (!allowedFrom[action].includes(experiment.status)) {
          return {
            ok: false,
            status: 409,
            message: `Cannot ${action} ${id}: it is ${experiment.status} (${action} needs ${allowedFrom[action].join(' or ')})`,
          };
        }
        const applied = await apply(trx, experiment, changedAt);
        if (!applied.ok) throw new RefusedChange(applied);
        const written = await writeIfUnchanged(trx, row, applied.value, changedAt);
        if (!written) throw new RefusedChange(changedMeanwhile(id));
        await logChange(
          trx,
          id,
          action,
          actor,
          experiment.status,
          written.status as CopyExperimentStatus,
          changedAt,
          reason,
        );
        return { ok: true, value: toExperiment(written) };
      });
      if (changed.ok) afterChange();
      return changed;
    } catch (error) {
      // A refusal found mid-way rolls the transaction back (claims taken, copy written) and is answered as such.
      if (error instanceof RefusedChange) return error.outcome;
      throw error;
    }
  }

  const store: CopyExperimentStore = {
    async create(draft, actor, at) {
      const createdAt = at.toISOString();
      const id = `${COPY_EXPERIMENT_PREFIX}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('copy_experiments')
          .values({
            id,
            ...draftColumns(draft),
            status: 'draft',
            created_by: actor,
            created_at: createdAt,
            updated_at: createdAt,
            run_id: null,
            started_at: null,
            ended_at: null,
            shipped_variant: null,
            version: 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await logChange(trx, id, 'create', actor, 'draft', 'draft', createdAt, null);
        return inserted;
      });
      return toExperiment(row);
    },

    async update(id, draft, actor, at) {
      const changedAt = at.toISOString();
      return db.transaction().execute(async (trx): Promise<CopyOutcome<CopyExperiment>> => {
        const row = await trx.selectFrom('copy_experiments').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) return noSuchExperiment(id);
        if (row.status !== 'draft')
          return {
            ok: false,
            status: 409,
            message: `Cannot edit ${id}: it is ${row.status}; only a draft can be edited`,
          };
        const written = await writeIfUnchanged(trx, row, draftColumns(draft), changedAt);
        if (!written) return changedMeanwhile(id);
        await logChange(trx, id, 'edit', actor, 'draft', 'draft', changedAt, null);
        return { ok: true, value: toExperiment(written) };
      });
    },

    async list() {
      const rows = await db.selectFrom('copy_experiments').selectAll().orderBy('created_at').orderBy('id').execute();
      return rows.map(toExperiment);
    },

    async find(id) {
      const row = await db.selectFrom('copy_experiments').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toExperiment(row) : null;
    },

    async start(id, actor, at, reason) {
      const states = await codedStates();
      return transition(id, 'start', actor, at, reason, async (trx, experiment, changedAt) => {
        for (const slot of experiment.slots) {
          const coded = codedClaim(slot, states);
          if (coded !== null)
            return {
              ok: false,
              status: 409,
              message: `Cannot start ${id}: slot ${slot} is varied by the coded experiment ${coded}, which is running; pause or conclude it first`,
            };
        }
        for (const slot of experiment.slots) {
          const holder = await trx
            .selectFrom('copy_slot_claims')
            .select('experiment_id')
            .where('page', '=', experiment.page)
            .where('slot_id', '=', slot)
            .executeTakeFirst();
          if (holder)
            return {
              ok: false,
              status: 409,
              message: `Cannot start ${id}: slot ${slot} on ${experiment.page} is claimed by the running experiment ${holder.experiment_id}`,
            };
        }
        try {
          await trx
            .insertInto('copy_slot_claims')
            .values(experiment.slots.map((slot) => ({ page: experiment.page, slot_id: slot, experiment_id: id })))
            .execute();
        } catch (error) {
          // Another start claimed a slot between the read and the insert.
          if (isUniqueViolation(error))
            return {
              ok: false,
              status: 409,
              message: `Cannot start ${id}: another experiment claimed one of its slots at the same moment`,
            };
          throw error;
        }
        return { ok: true, value: { status: 'running', run_id: randomUUID(), started_at: changedAt, ended_at: null } };
      });
    },

    async stop(id, actor, at, reason) {
      return transition(id, 'stop', actor, at, reason, async (trx, _experiment, changedAt) => {
        await trx.deleteFrom('copy_slot_claims').where('experiment_id', '=', id).execute();
        return { ok: true, value: { status: 'stopped', ended_at: changedAt } };
      });
    },

    async ship(id, variantId, actor, at, reason) {
      return transition(id, 'ship', actor, at, reason, async (trx, experiment, changedAt) => {
        const variant = experiment.variants.find((candidate) => candidate.key === variantId);
        if (!variant)
          return {
            ok: false,
            status: 409,
            message: `${id} has no arm ${variantId} (it has ${experiment.variants.map((v) => v.key).join(', ')})`,
          };
        await trx.deleteFrom('copy_slot_claims').where('experiment_id', '=', id).execute();
        for (const slot of experiment.slots) {
          const text = variant.copy[slot] as string;
          const current = await trx
            .selectFrom('slot_copy')
            .select('text')
            .where('slot_id', '=', slot)
            .executeTakeFirst();
          if (current)
            await trx
              .updateTable('slot_copy')
              .set({ text, updated_at: changedAt })
              .where('slot_id', '=', slot)
              .execute();
          else await trx.insertInto('slot_copy').values({ slot_id: slot, text, updated_at: changedAt }).execute();
          await trx
            .insertInto('slot_copy_changes')
            .values({
              slot_id: slot,
              action: 'ship',
              text_before: current?.text ?? null,
              text_after: text,
              experiment_id: id,
              variant_id: variantId,
              actor,
              reason,
              changed_at: changedAt,
            })
            .execute();
        }
        return {
          ok: true,
          value: { status: 'shipped', shipped_variant: variantId, ended_at: experiment.endedAt ?? changedAt },
        };
      });
    },

    async rollback(id, actor, at, reason) {
      return transition(id, 'rollback', actor, at, reason, async (trx, experiment, changedAt) => {
        for (const slot of experiment.slots) {
          const shipped = await trx
            .selectFrom('slot_copy_changes')
            .selectAll()
            .where('slot_id', '=', slot)
            .where('experiment_id', '=', id)
            .where('action', '=', 'ship')
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst();
          const current = await trx
            .selectFrom('slot_copy')
            .select('text')
            .where('slot_id', '=', slot)
            .executeTakeFirst();
          // Only copy still showing is rolled back, so a rollback never hides a later ship: undo that one first.
          if (!shipped || (current?.text ?? null) !== shipped.text_after) {
            const latest = await trx
              .selectFrom('slot_copy_changes')
              .select('experiment_id')
              .where('slot_id', '=', slot)
              .orderBy('id', 'desc')
              .limit(1)
              .executeTakeFirst();
            return {
              ok: false,
              status: 409,
              message: `Cannot roll back ${id}: slot ${slot} was changed since it shipped (by ${latest?.experiment_id ?? 'nobody'}); roll that back first`,
            };
          }
          const last = shipped;
          if (last.text_before === null) await trx.deleteFrom('slot_copy').where('slot_id', '=', slot).execute();
          else
            await trx
              .updateTable('slot_copy')
              .set({ text: last.text_before, updated_at: changedAt })
              .where('slot_id', '=', slot)
              .execute();
          await trx
            .insertInto('slot_copy_changes')
            .values({
              slot_id: slot,
              action: 'rollback',
              text_before: last.text_after,
              text_after: last.text_before,
              experiment_id: id,
              variant_id: last.variant_id,
              actor,
              reason,
              changed_at: changedAt,
            })
            .execute();
        }
        return { ok: true, value: { status: 'rolled_back' } };
      });
    },

    async document() {
      const [slotRows, runningRows] = await Promise.all([
        db.selectFrom('slot_copy').select(['slot_id', 'text']).execute(),
        db.selectFrom('copy_experiments').selectAll().where('status', '=', 'running').orderBy('id').execute(),
      ]);
      const slotCopy: SlotCopy = {};
      for (const row of slotRows) if (row.slot_id in copySlots) slotCopy[row.slot_id as CopySlotId] = row.text;
      const running = runningRows.map(toExperiment).map((experiment) => ({
        id: experiment.id,
        runId: experiment.runId as string,
        page: experiment.page,
        variants: experiment.variants,
      }));
      return { slotCopy, running };
    },

    async slotHistory(slotId) {
      let query = db.selectFrom('slot_copy_changes').selectAll().orderBy('id');
      if (slotId !== undefined) query = query.where('slot_id', '=', slotId);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: Number(row.id),
        slotId: row.slot_id as CopySlotId,
        action: row.action as SlotCopyChange['action'],
        before: row.text_before,
        after: row.text_after,
        experimentId: row.experiment_id,
        variantId: row.variant_id as VariantKey,
        actor: row.actor,
        reason: row.reason,
        at: row.changed_at,
      }));
    },

    async history(id) {
      const rows = await db
        .selectFrom('copy_experiment_changes')
        .selectAll()
        .where('experiment_id', '=', id)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        experimentId: row.experiment_id,
        action: row.action,
        actor: row.actor,
        reason: row.reason,
        before: row.status_before as CopyExperimentStatus,
        after: row.status_after as CopyExperimentStatus,
        at: row.changed_at,
      }));
    },
  };
  return store;
}

/** Thrown inside a transaction to roll it back and answer the refusal. */
class RefusedChange extends Error {
  constructor(readonly outcome: { ok: false; status: 404 | 409; message: string }) {
    super(outcome.message);
  }
}
