import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies the WAL back into the database file from a thread and connection of its own, every `everyMs`, in SQLite's
 * PASSIVE mode, which never waits for or blocks the writer. Left to the writer, a checkpoint runs inside the commit
 * that crosses wal_autocheckpoint: tens of megabytes written to random places of a large file while every waiting
 * event batch waits too. The writer's own checkpoint stays on as the backstop that lets the WAL start over; it
 * finds little left to copy. Plain JavaScript, so the thread starts without a TypeScript loader.
 */
export interface WalCheckpointer {
  stop(): Promise<void>;
}

const CHECKPOINT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  process.exit(0);
});
`;

export function startWalCheckpointer(path: string, everyMs: number): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { path, everyMs, driver } });
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) console.error(`WAL checkpoint failed: ${message.error}`);
  });
  worker.on('error', (error) => console.error('The WAL checkpoint thread stopped:', error.message));
  let running = true;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  return {
    async stop() {
      if (running) worker.postMessage('stop');
      await exited;
    },
  };
}
