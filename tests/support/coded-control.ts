import type { APIRequestContext } from '@playwright/test';
import { jsonAt } from './json-at';
import { origin } from './site';

interface CodedState {
  status: string;
  winner?: string;
}

/**
 * Makes a coded experiment show its control (A) to every visitor, concluded with A, through the admin api (the
 * request must carry an admin's session): a created copy experiment can then claim the slots it varies
 * (docs/copy-experiments.md, "One experiment per slot"). Hold the experiment (experiment-lock.ts) meanwhile.
 */
export async function showCodedControl(admin: APIRequestContext, id: string): Promise<void> {
  const states = await jsonAt<{ experiments: Record<string, CodedState> }>(admin, `${origin('api')}/experiments/state`);
  const state = states.experiments[id];
  if (!state || state.status === 'not_started' || (state.status === 'concluded' && state.winner === 'A')) return;
  const change = async (action: string, body: Record<string, unknown>) => {
    const response = await admin.post(`${origin('api')}/admin/experiments/${id}/${action}`, {
      data: { reason: 'e2e: the copy test needs the control', ...body },
    });
    if (response.status() !== 201) throw new Error(`${action} of ${id}: ${response.status()} ${await response.text()}`);
  };
  // A concluded experiment concludes again only after a new start.
  if (state.status === 'concluded') await change('start', {});
  await change('conclude', { winner: 'A' });
}
