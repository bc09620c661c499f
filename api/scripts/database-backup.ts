import { errorMessage } from '@novavox/contracts-experiments/error-message';
/**
 * `pnpm --filter @novavox/api db:backup <file>` and `db:restore <file>`: the database the api's environment names
 * (DATABASE_URL, else API_DB_PATH, else the default SQLite file), backed up online into one file, or restored from
 * one with the api stopped (refused while an api process has it open, unless --force). See docs/api-operations.md,
 * "Backup and restore".
 */
import { loadApiConfig } from '../src/config/api-config';
import { backupDatabase, restoreDatabase } from '../src/db/database-backup';
import { describeDatabase } from '../src/db/describe-database';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [command, file, ...rest] = args.filter((arg) => arg !== '--force');
if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0 || (force && command !== 'restore')) {
  process.stderr.write('Usage: database-backup.ts backup <file> | restore <file> [--force]\n');
  process.exit(2);
}
try {
  const { database } = loadApiConfig(process.env);
  if (command === 'backup') await backupDatabase(database, file);
  else await restoreDatabase(database, file, { force });
  process.stdout.write(
    command === 'backup'
      ? `Backed up ${describeDatabase(database)} into ${file}\n`
      : `Restored ${describeDatabase(database)} from ${file}\n`,
  );
} catch (error) {
  process.stderr.write(`${command} failed: ${errorMessage(error)}\n`);
  process.exit(1);
}
