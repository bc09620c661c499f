import {
  type CopyExperiment,
  type CopyExperimentChange,
  type CopyExperimentDraft,
  type CopySlotId,
  type CopySlotListing,
  copyExperimentAnswerSchema,
  copyExperimentHistoryAnswerSchema,
  copyExperimentsAnswerSchema,
  copySlotsAnswerSchema,
  type SlotCopyChange,
  slotCopyHistoryAnswerSchema,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { type AnswerSchema, adminCall } from '../../common/admin-fetch';
import { apiErrorMessage } from '../../common/api-refusal';

/**
 * The api's `/admin/copy` routes (docs/copy-experiments.md), behind the team's sign-in: every answer is checked
 * with the shared schema, every refusal thrown with the api's own words (they name the arm and the slot).
 */

/** `/admin/copy` sits beside `/admin/experiments` on the same api, so the config's one admin address gives both. */
export function copyAdminEndpoint(experimentsAdmin: string): string {
  return experimentsAdmin.replace(/\/experiments\/?$/, '/copy');
}

/** A copy admin request; a refusal is thrown with the api's own words. */
function call<T>(url: string, schema: AnswerSchema<T>, init: RequestInit = {}): Promise<T> {
  return adminCall(url, schema, init, async (response) => new Error(await apiErrorMessage(response)));
}

export async function fetchCopySlots(endpoint: string, signal?: AbortSignal): Promise<CopySlotListing[]> {
  return (await call(`${endpoint}/slots`, copySlotsAnswerSchema, { signal })).slots;
}

export async function fetchSlotHistory(
  endpoint: string,
  slot: CopySlotId,
  signal?: AbortSignal,
): Promise<SlotCopyChange[]> {
  return (await call(`${endpoint}/slots/${slot}/history`, slotCopyHistoryAnswerSchema, { signal })).changes;
}

export async function fetchCopyExperiments(endpoint: string, signal?: AbortSignal): Promise<CopyExperiment[]> {
  return (await call(`${endpoint}/experiments`, copyExperimentsAnswerSchema, { signal })).experiments;
}

export async function fetchCopyExperimentHistory(
  endpoint: string,
  id: string,
  signal?: AbortSignal,
): Promise<CopyExperimentChange[]> {
  return (await call(`${endpoint}/experiments/${id}/history`, copyExperimentHistoryAnswerSchema, { signal })).changes;
}

/** A new draft (POST) or a draft rewritten (PUT, refused once started). */
export async function saveCopyDraft(
  endpoint: string,
  draft: CopyExperimentDraft,
  id: string | null,
): Promise<CopyExperiment> {
  const url = id ? `${endpoint}/experiments/${id}` : `${endpoint}/experiments`;
  const answer = await call(url, copyExperimentAnswerSchema, {
    method: id ? 'PUT' : 'POST',
    body: JSON.stringify(draft),
  });
  return answer.experiment;
}

export type CopyChange =
  | { action: 'start' | 'stop' | 'rollback'; reason: string }
  | { action: 'ship'; variant: VariantKey; reason: string };

/** One change of an experiment's status, answered with the experiment. */
export async function postCopyChange(endpoint: string, id: string, change: CopyChange): Promise<CopyExperiment> {
  const { action, ...body } = change;
  const answer = await call(`${endpoint}/experiments/${id}/${action}`, copyExperimentAnswerSchema, {
    method: 'POST',
    body: JSON.stringify({ ...body, reason: body.reason.trim() || undefined }),
  });
  return answer.experiment;
}
