import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { idColumnType } from './id-column-type';

/**
 * The schema as it shipped before the move to a query layer. `ifNotExists` throughout: an SQLite file created
 * by an earlier api already holds these tables, and must keep its rows.
 */
export function initialSchema(engine: DatabaseEngine) {
  const id = idColumnType(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('waitlist_signups')
        .ifNotExists()
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('email_key', 'text', (column) => column.notNull().unique())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('phone', 'text')
        .addColumn('interest', 'text')
        .addColumn('receive_updates', 'integer', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('submissions', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('contact_messages')
        .ifNotExists()
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('analytics_events')
        .ifNotExists()
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('occurred_at', 'text', (column) => column.notNull())
        .addColumn('occurred_on', 'text', (column) => column.notNull())
        .addColumn('visitor_id', 'text')
        .addColumn('experiment_id', 'text')
        .addColumn('variant_id', 'text')
        .addColumn('event_category', 'text')
        .addColumn('event_label', 'text')
        .addColumn('page_path', 'text')
        .addColumn('page_title', 'text')
        .addColumn('form', 'text')
        .addColumn('source', 'text')
        .addColumn('received_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('analytics_events_by_day')
        .ifNotExists()
        .on('analytics_events')
        .columns(['occurred_on', 'name'])
        .execute();
      await db.schema
        .createTable('phone_calls')
        .ifNotExists()
        .addColumn('id', id, (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull())
        .addColumn('interview_id', 'text')
        .addColumn('phone_number', 'text', (column) => column.notNull())
        .addColumn('client_address', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('platform_call_id', 'text')
        .addColumn('created_at_ms', 'bigint', (column) => column.notNull())
        .execute();
      for (const column of ['phone_number', 'client_address', 'user_id'] as const) {
        const name = { phone_number: 'number', client_address: 'address', user_id: 'user' }[column];
        await db.schema
          .createIndex(`phone_calls_by_${name}`)
          .ifNotExists()
          .on('phone_calls')
          .columns([column, 'created_at_ms'])
          .execute();
      }
    },
  };
}
