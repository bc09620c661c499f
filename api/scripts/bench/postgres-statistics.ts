import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * What PostgreSQL itself saw during a bench run (docs/deploy.md, "PostgreSQL ingest p99"): the statements that
 * took longest at their worst (pg_stat_statements), the checkpoints (pg_stat_bgwriter) and the database's I/O
 * and lock figures (pg_stat_database), so that a slow POST /events at p99 can be traced to a query, a checkpoint
 * or a wait, not guessed; and what the api's sessions were doing, sampled every 20 ms from pg_stat_activity
 * (a session "idle in transaction" waits for the api to send its next statement: time spent in the api, not in
 * the database). Needs the cluster started with STATISTICS_SETTINGS.
 */
export const STATISTICS_SETTINGS = [
  'shared_preload_libraries=pg_stat_statements',
  'pg_stat_statements.track=all',
  'track_io_timing=on',
  'log_lock_waits=on',
  'deadlock_timeout=20ms',
  'log_checkpoints=on',
];

export async function resetStatistics(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset(), pg_stat_reset(), pg_stat_reset_shared($1)', ['bgwriter']);
  } finally {
    await client.end();
  }
}

/** Samples the other sessions' state and wait every 20 ms until the returned function is called; it prints them. */
export async function sampleActivity(url: string): Promise<(log: (line: string) => void) => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples = new Map<string, number>();
  let total = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ what: string }>(
        `SELECT state || coalesce(' / ' || wait_event_type || ':' || wait_event, '') AS what FROM pg_stat_activity
          WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname = current_database()
            AND state <> 'idle'`,
      );
      total += 1;
      for (const row of rows) samples.set(row.what, (samples.get(row.what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async (log) => {
    sampling = false;
    await loop;
    await client.end();
    log(`  pg_stat_activity, ${total} samples (sessions not idle, per sample on average):`);
    for (const [what, count] of [...samples].sort((a, b) => b[1] - a[1]).slice(0, 8))
      log(`    ${(count / total).toFixed(3)}  ${what}`);
  };
}

export async function printStatistics(url: string, log: (line: string) => void, serverLog?: string): Promise<void> {
  if (serverLog) {
    const text = await readFile(serverLog, 'utf8').catch(() => '');
    const waits = text.split('\n').filter((line) => line.includes('still waiting for'));
    const acquired = [...text.matchAll(/acquired \w+ on .*? after ([\d.]+) ms/g)].map((match) => Number(match[1]));
    log(
      `  server log: ${waits.length} lock waits over deadlock_timeout (20 ms)${acquired.length ? `, longest ${Math.max(...acquired).toFixed(0)} ms` : ''}; ${text.split('checkpoint starting').length - 1} checkpoints`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const statements = await client.query(
      `SELECT calls, round(mean_exec_time::numeric, 2) AS mean_ms, round(max_exec_time::numeric, 1) AS max_ms,
              round(stddev_exec_time::numeric, 2) AS stddev_ms, round(total_exec_time::numeric) AS total_ms,
              shared_blks_read, round(blk_read_time::numeric) AS read_ms, wal_bytes,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
         FROM pg_stat_statements WHERE calls >= 10 ORDER BY max_exec_time DESC LIMIT 8`,
    );
    log('  pg_stat_statements (calls ≥ 10, the 8 worst maxima):');
    log('  | calls | mean ms | max ms | stddev ms | total ms | blocks read | read ms | WAL bytes | query |');
    log('  | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of statements.rows)
      log(
        `  | ${row.calls} | ${row.mean_ms} | ${row.max_ms} | ${row.stddev_ms} | ${row.total_ms} | ${row.shared_blks_read} | ${row.read_ms} | ${row.wal_bytes} | ${String(row.query).replaceAll('|', '\\|')} |`,
      );
    const bgwriter = await client.query(
      'SELECT checkpoints_timed, checkpoints_req, round(checkpoint_write_time) AS write_ms, round(checkpoint_sync_time) AS sync_ms, buffers_backend, buffers_backend_fsync FROM pg_stat_bgwriter',
    );
    log(`  pg_stat_bgwriter: ${JSON.stringify(bgwriter.rows[0])}`);
    const database = await client.query(
      `SELECT xact_commit, xact_rollback, deadlocks, temp_files, round(blk_read_time) AS read_ms,
              round(blk_write_time) AS write_ms, conflicts FROM pg_stat_database WHERE datname = current_database()`,
    );
    log(`  pg_stat_database: ${JSON.stringify(database.rows[0])}`);
  } finally {
    await client.end();
  }
}
