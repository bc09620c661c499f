import type { ExperimentInteractionsResponse } from '@novavox/contracts-api/experiment-interactions';
import { INTERACTION_ALPHA, MIN_INTERACTION_CELL_VISITORS } from '@novavox/experiment-stats';
import { Hono } from 'hono';
import type { AppKysely } from '../db/database-schema';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { experimentInteractions } from './pair-tables';

/**
 * GET /admin/experiments/interactions (behind the team sign-in, mounted by admin.ts): each pair of experiments
 * running on one page, its table of visitors and sign-ups by the two arms, and whether one's effect seems to depend
 * on the other's arm (docs/statistics.md S12). Exploratory: the watch never alerts on it. Read-only, never cached.
 */
export function interactionRoutes(db: AppKysely, experiments: ExperimentStateStore) {
  return new Hono().get('/', async (c) => {
    const body: ExperimentInteractionsResponse = {
      alpha: INTERACTION_ALPHA,
      minCellVisitors: MIN_INTERACTION_CELL_VISITORS,
      pairs: await experimentInteractions(db, await experiments.running()),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
