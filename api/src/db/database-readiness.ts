import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { sql } from 'kysely';
import { migrationList } from './migrations/migration-list';
import type { AppDatabase } from './open-database';

export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  migrations: 'applied' | 'pending' | 'unknown';
  /** Why not ready, for the operator reading /ready. */
  message?: string;
}

/** How long /ready waits for the database before calling it unreachable (a load balancer's probe must not hang). */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether this process can serve: the database answers, and every migration this api knows is recorded as applied
 * (a process started against a database another process is still migrating is not ready yet).
 */
export async function checkReadiness(database: AppDatabase): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([
      sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(database.db),
      timeout,
    ]);
    const names = new Set(applied.rows.map((row) => row.name));
    const pending = Object.keys(migrationList(database.engine)).filter((name) => !names.has(name));
    if (pending.length > 0) {
      return {
        ready: false,
        database: 'reachable',
        migrations: 'pending',
        message: `Migrations not applied yet: ${pending.join(', ')}`,
      };
    }
    return { ready: true, database: 'reachable', migrations: 'applied' };
  } catch (error) {
    return {
      ready: false,
      database: 'unreachable',
      migrations: 'unknown',
      message: `The database cannot be reached: ${errorMessage(error)}`,
    };
  } finally {
    clearTimeout(timer);
  }
}
