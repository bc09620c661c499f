import type { Database } from 'better-sqlite3';

/**
 * Schema history, applied in order at start. Never edit a shipped step: add a new one. The applied count
 * lives in SQLite's user_version, so a step runs exactly once per database file.
 */
const migrations: readonly string[] = [
  `CREATE TABLE waitlist_signups (
     id INTEGER PRIMARY KEY,
     email_key TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT,
     interest TEXT,
     receive_updates INTEGER NOT NULL,
     source TEXT NOT NULL,
     submissions INTEGER NOT NULL DEFAULT 1,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE contact_messages (
     id INTEGER PRIMARY KEY,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE analytics_events (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     occurred_at TEXT NOT NULL,
     occurred_on TEXT NOT NULL,
     visitor_id TEXT,
     experiment_id TEXT,
     variant_id TEXT,
     event_category TEXT,
     event_label TEXT,
     page_path TEXT,
     page_title TEXT,
     form TEXT,
     source TEXT,
     received_at TEXT NOT NULL
   );
   CREATE INDEX analytics_events_by_day ON analytics_events (occurred_on, name);
   CREATE TABLE phone_calls (
     id INTEGER PRIMARY KEY,
     user_id TEXT NOT NULL,
     interview_id TEXT,
     phone_number TEXT NOT NULL,
     client_address TEXT NOT NULL,
     status TEXT NOT NULL,
     platform_call_id TEXT,
     created_at_ms INTEGER NOT NULL
   );
   CREATE INDEX phone_calls_by_number ON phone_calls (phone_number, created_at_ms);
   CREATE INDEX phone_calls_by_address ON phone_calls (client_address, created_at_ms);
   CREATE INDEX phone_calls_by_user ON phone_calls (user_id, created_at_ms);`,
];

export const SCHEMA_VERSION = migrations.length;

export function applyMigrations(db: Database): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > migrations.length) {
    throw new Error(
      `Database schema version ${current} is newer than this api (${migrations.length}): update the api.`,
    );
  }
  for (let step = current; step < migrations.length; step++) {
    const sql = migrations[step] ?? '';
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
}
