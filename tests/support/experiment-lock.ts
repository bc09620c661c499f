import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntil } from '@novavox/contracts-site/wait-until';
import { scaled } from './time-scale';

/**
 * Specs that change an experiment's state in the shared e2e api (experiments-live-state, experiments-controls)
 * would undo each other's steps if two workers ran them at once. Each holds the experiment for its whole test:
 * an atomic mkdir in the run's data folder, which every worker shares, is the lock.
 */
export async function holdExperiment(id: string): Promise<() => void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const lock = join(dataDir, `experiment-lock-${id}`);
  const taken = async () => {
    try {
      mkdirSync(lock);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return false;
    }
  };
  if (!(await waitUntil(taken, { timeoutMs: scaled(180_000), intervalMs: 250 })))
    throw new Error(`${id} stayed held by another spec past the wait's bound`);
  return () => rmSync(lock, { recursive: true, force: true });
}
