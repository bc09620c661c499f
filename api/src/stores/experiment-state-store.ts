import { randomUUID } from 'node:crypto';
import {
  applyExperimentChange,
  defaultExperimentState,
  type ExperimentAction,
  type ExperimentChangeRecord,
  type ExperimentChangeRequest,
  type ExperimentId,
  type ExperimentState,
  type ExperimentStatesDocument,
  experimentIds,
  isExperimentId,
  parseExperimentState,
} from '@novavox/contracts-experiments';
import type { Transaction } from 'kysely';
import type { AppKysely, DatabaseSchema } from '../db/database-schema';
import { runningCopyExperiments } from './created-runs';
import { type RunningExperiments, runningExperiments } from './metric-credit';

export type ChangeOutcome = { ok: true; change: ExperimentChangeRecord } | { ok: false; message: string };

export interface ExperimentStateStore {
  /** Every catalog experiment's state: its recorded one, else the site-wide default. */
  document(): Promise<ExperimentStatesDocument>;
  /**
   * Applies a change and appends it to the log, in one transaction; refused when the state does not allow it.
   * `alsoInTransaction` writes what must be kept with the change or not at all (the watch's e-mail to the team).
   */
  change(
    id: ExperimentId,
    request: ExperimentChangeRequest,
    actor: string,
    at: Date,
    alsoInTransaction?: AlsoInTransaction,
  ): Promise<ChangeOutcome>;
  /** The change log, oldest first: one experiment's, or all of them. */
  history(id?: ExperimentId): Promise<ExperimentChangeRecord[]>;
  /**
   * The experiments running now, coded and created (copy experiments), read at most once a second (every event
   * batch asks); a change made through this process applies at once, one made through another api process (or a
   * created experiment started) within a second.
   */
  running(): Promise<RunningExperiments>;
  /** Forgets what `running` read, after a change made elsewhere in this process (a created experiment started). */
  forgetRunning(): void;
}

/** Work done inside a change's transaction, once the change is written. */
export type AlsoInTransaction = (trx: Transaction<DatabaseSchema>, change: ExperimentChangeRecord) => Promise<void>;

const RUNNING_CACHE_MS = 1000;

/** Two changes computed from the same state at once: the second is refused instead of silently overwriting. */
export const CONCURRENT_CHANGE = 'changed by someone else at the same moment; reload and try again';

function readState(id: ExperimentId, json: string): ExperimentState {
  const parsed = parseExperimentState(id, JSON.parse(json));
  // A stored state failing the schema means a bug or a hand edit; serving it would break every page.
  if (!parsed.ok) throw new Error(`Stored state of ${id} is invalid: ${parsed.problems.join('; ')}`);
  return parsed.value;
}

export function createExperimentStateStore(
  db: AppKysely,
  experimentsEnabledByDefault: boolean,
  now: () => number = Date.now,
): ExperimentStateStore {
  let cached: { at: number; running: Promise<RunningExperiments> } | null = null;
  const store: ExperimentStateStore = {
    forgetRunning() {
      cached = null;
    },
    running() {
      const at = now();
      if (cached === null || at - cached.at >= RUNNING_CACHE_MS || at < cached.at) {
        // Coded and created experiments alike (docs/copy-experiments.md): a created id never is a catalog id.
        const running = Promise.all([store.document(), runningCopyExperiments(db)]).then(
          ([document, created]) => new Map([...runningExperiments(document.experiments), ...created]),
        );
        // A failed read is not kept.
        running.catch(() => {
          cached = null;
        });
        cached = { at, running };
      }
      return cached.running;
    },

    async document() {
      const rows = await db
        .selectFrom('experiment_states')
        .select(['experiment_id', 'state_json', 'updated_at'])
        .execute();
      const recorded = new Map(rows.map((row) => [row.experiment_id, row]));
      const experiments = Object.fromEntries(
        experimentIds.map((id) => {
          const row = recorded.get(id);
          return [id, row ? readState(id, row.state_json) : defaultExperimentState(id, experimentsEnabledByDefault)];
        }),
      ) as ExperimentStatesDocument['experiments'];
      const updatedAt = rows.reduce<string | null>(
        (latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest),
        null,
      );
      return { experiments, updatedAt };
    },

    async change(id, request, actor, at, alsoInTransaction) {
      const changedAt = at.toISOString();
      // Forgotten once the change is committed, so that no read from before it is kept.
      const outcome = await db.transaction().execute(async (trx): Promise<ChangeOutcome> => {
        const row = await trx
          .selectFrom('experiment_states')
          .select(['state_json', 'version'])
          .where('experiment_id', '=', id)
          .executeTakeFirst();
        const before = row ? readState(id, row.state_json) : defaultExperimentState(id, experimentsEnabledByDefault);
        const applied = applyExperimentChange(id, before, request, { at: changedAt, newRunId: randomUUID() });
        if (!applied.ok) return applied;
        const stateJson = JSON.stringify(applied.state);
        const written = row
          ? await trx
              .updateTable('experiment_states')
              .set({ state_json: stateJson, version: row.version + 1, updated_at: changedAt })
              .where('experiment_id', '=', id)
              .where('version', '=', row.version)
              .returning('experiment_id')
              .executeTakeFirst()
          : await trx
              .insertInto('experiment_states')
              .values({ experiment_id: id, state_json: stateJson, version: 1, updated_at: changedAt })
              .onConflict((conflict) => conflict.column('experiment_id').doNothing())
              .returning('experiment_id')
              .executeTakeFirst();
        if (!written) return { ok: false, message: `${id} was ${CONCURRENT_CHANGE}` };
        const reason = request.reason?.trim() || null;
        const inserted = await trx
          .insertInto('experiment_changes')
          .values({
            experiment_id: id,
            action: request.action,
            actor,
            reason,
            before_json: JSON.stringify(before),
            after_json: stateJson,
            changed_at: changedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const change: ExperimentChangeRecord = {
          id: inserted.id,
          experimentId: id,
          action: request.action,
          actor,
          reason,
          at: changedAt,
          before,
          after: applied.state,
        };
        await alsoInTransaction?.(trx, change);
        return { ok: true, change };
      });
      cached = null;
      return outcome;
    },

    async history(id) {
      let query = db.selectFrom('experiment_changes').selectAll().orderBy('id');
      if (id !== undefined) query = query.where('experiment_id', '=', id);
      const rows = await query.execute();
      return rows.flatMap((row) => {
        const experimentId = row.experiment_id;
        // A change to an experiment since removed from the catalog is not shown (its states can no longer be read).
        if (!isExperimentId(experimentId)) return [];
        return [
          {
            id: row.id,
            experimentId,
            action: row.action as ExperimentAction,
            actor: row.actor,
            reason: row.reason,
            at: row.changed_at,
            before: readState(experimentId, row.before_json),
            after: readState(experimentId, row.after_json),
          },
        ];
      });
    },
  };
  return store;
}
