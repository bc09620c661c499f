/**
 * `pnpm --filter @novavox/api db:backup <file>` and `db:restore <file>`: the database the api's environment names
 * (DATABASE_URL, else API_DB_PATH, else the default SQLite file), backed up online into one file, or restored from
 * one with the api stopped. See api/README.md, "Backup and restore".
 */
import { loadApiConfig } from '../src/config/api-config';
import { backupDatabase, restoreDatabase } from '../src/db/database-backup';
import { describeDatabase } from '../src/db/describe-database';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  process.stderr.write('Usage: database-backup.ts backup|restore <file>\n');
  process.exit(2);
}
try {
  const { database } = loadApiConfig(process.env);
  if (command === 'backup') await backupDatabase(database, file);
  else await restoreDatabase(database, file);
  process.stdout.write(
    command === 'backup'
      ? `Backed up ${describeDatabase(database)} into ${file}\n`
      : `Restored ${describeDatabase(database)} from ${file}\n`,
  );
} catch (error) {
  process.stderr.write(`${command} failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
