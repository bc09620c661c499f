import { createIndex, idPrimaryKey, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * The schema as it shipped before the move to a query layer. `ifNotExists` throughout: an SQLite file created
 * by an earlier api already holds these tables, and must keep its rows.
 */
export const initialSchema = upOnly(async (db, engine) => {
  await db.schema
    .createTable('waitlist_signups')
    .ifNotExists()
    .$call(idPrimaryKey(engine))
    .addColumn('email_key', 'text', (column) => column.notNull().unique())
    .$call(requiredText('email', 'first_name', 'last_name', 'name'))
    .$call(optionalText('phone', 'interest'))
    .addColumn('receive_updates', 'integer', (column) => column.notNull())
    .$call(requiredText('source'))
    .addColumn('submissions', 'integer', (column) => column.notNull().defaultTo(1))
    .$call(requiredText('created_at', 'updated_at'))
    .execute();
  await db.schema
    .createTable('contact_messages')
    .ifNotExists()
    .$call(idPrimaryKey(engine))
    .$call(requiredText('first_name', 'last_name', 'name', 'email', 'phone', 'message', 'created_at'))
    .execute();
  await db.schema
    .createTable('analytics_events')
    .ifNotExists()
    .$call(idPrimaryKey(engine))
    .$call(requiredText('name', 'occurred_at', 'occurred_on'))
    .$call(optionalText('visitor_id', 'experiment_id', 'variant_id', 'event_category', 'event_label'))
    .$call(optionalText('page_path', 'page_title', 'form', 'source'))
    .$call(requiredText('received_at'))
    .execute();
  await createIndex(db, 'analytics_events_by_day', 'analytics_events', ['occurred_on', 'name']).ifNotExists().execute();
  await db.schema
    .createTable('phone_calls')
    .ifNotExists()
    .$call(idPrimaryKey(engine))
    .$call(requiredText('user_id'))
    .$call(optionalText('interview_id'))
    .$call(requiredText('phone_number', 'client_address', 'status'))
    .$call(optionalText('platform_call_id'))
    .addColumn('created_at_ms', 'bigint', (column) => column.notNull())
    .execute();
  for (const column of ['phone_number', 'client_address', 'user_id'] as const) {
    const name = { phone_number: 'number', client_address: 'address', user_id: 'user' }[column];
    await createIndex(db, `phone_calls_by_${name}`, 'phone_calls', [column, 'created_at_ms']).ifNotExists().execute();
  }
});
