import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { apiLog } from '../../observability/api-logger';

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

// import() rather than require: the thread's code is evaluated as a module or a script depending on how the
// process was started (--input-type), and import() works in both.
const CHECKPOINT_THREAD = `
Promise.all([import('node:worker_threads'), import(DRIVER_URL)]).then(([{ parentPort, workerData }, sqlite]) => {
  const db = new sqlite.default(workerData.path);
  db.pragma('busy_timeout = 1000');
  const timer = setInterval(() => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      parentPort.postMessage({ error: String((error && error.message) || error) });
    }
  }, workerData.everyMs);
  parentPort.once('message', () => {
    clearInterval(timer);
    db.close();
    process.exit(0);
  });
});
`;

export function startWalCheckpointer(path: string, everyMs: number): WalCheckpointer {
  const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
  const code = CHECKPOINT_THREAD.replace('DRIVER_URL', JSON.stringify(driver));
  const worker = new Worker(code, { eval: true, workerData: { path, everyMs } });
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) apiLog.warn({ reason: message.error }, 'WAL checkpoint failed');
  });
  worker.on('error', (error) => apiLog.error({ err: error }, 'The WAL checkpoint thread stopped'));
  let running = true;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  return {
    async stop() {
      // Referenced again while stopping: an unreferenced thread's exit would not keep the process waiting for it.
      worker.ref();
      if (running) worker.postMessage('stop');
      await exited;
    },
  };
}
