import { idPrimaryKey, requiredText, upOnly } from './schema-builders';

/**
 * Messages from the header's Contact Us modal, which asks for one name and a subject and no phone: a table of
 * their own rather than empty first name, last name and phone columns in contact_messages.
 */
export const contactModalMessages = upOnly(async (db, engine) => {
  await db.schema
    .createTable('contact_modal_messages')
    .$call(idPrimaryKey(engine))
    .$call(requiredText('name', 'email', 'subject', 'message', 'created_at'))
    .execute();
});
