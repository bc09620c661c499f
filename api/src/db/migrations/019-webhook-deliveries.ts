import { createIndex, createUniqueIndex, idPrimaryKey, optionalText, requiredText, upOnly } from './schema-builders';

/**
 * The watch's webhook calls, one row per delivery (docs/experiment-watch.md, "Webhook"): written in the transaction
 * that tells the change, so a call is never lost to a restart; tried again with backoff until the receiver
 * accepts it or the attempts run out. `delivery_id` is sent with every attempt, for the receiver to drop
 * duplicates; `next_attempt_at` is null once the delivery is settled (delivered or given up).
 */
export const webhookDeliveries = upOnly(async (db, engine) => {
  await db.schema
    .createTable('webhook_deliveries')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('delivery_id', 'alert_ids', 'body', 'created_at', 'status'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .$call(optionalText('next_attempt_at', 'last_answer', 'settled_at'))
    .execute();
  await createUniqueIndex(db, 'webhook_deliveries_delivery', 'webhook_deliveries', ['delivery_id']).execute();
  await createIndex(db, 'webhook_deliveries_due', 'webhook_deliveries', ['next_attempt_at']).execute();
});
