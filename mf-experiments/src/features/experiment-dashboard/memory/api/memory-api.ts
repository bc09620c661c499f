import {
  type ArchivedRun,
  type ExperimentMemoryResponse,
  experimentArchiveResponseSchema,
  experimentMemoryResponseSchema,
  type SharedResultsInfo,
  type ShareLinkEntry,
  type ShareLinkResponse,
  type ShareLinkWithdrawResponse,
  sharedResultsInfoSchema,
  shareLinkListResponseSchema,
  shareLinkResponseSchema,
  shareLinkWithdrawResponseSchema,
} from '@novavox/contracts-api/experiment-memory';
import { type AnswerSchema, adminCall } from '../../common/admin-fetch';
import { apiRefusal } from '../../common/api-refusal';

/** A memory or share-link request; a refusal is thrown as ApiRefusal, with the fields the api named. */
function call<T>(url: string, schema: AnswerSchema<T>, init: RequestInit = {}): Promise<T> {
  return adminCall(url, schema, init, apiRefusal);
}

/**
 * The public /shared routes sit beside /admin on the api: `<api>/admin/experiments` → `<api>/shared/<path>`,
 * whatever prefix the api is served under.
 */
export function sharedEndpoint(adminEndpoint: string, path: 'results' | 'ab-stats', token: string): string {
  const url = new URL(adminEndpoint.replace(/\/admin\/experiments\/?$/, `/shared/${path}`));
  url.searchParams.set('token', token);
  return url.toString();
}

export const fetchMemory = (adminEndpoint: string, id: string, signal?: AbortSignal) =>
  call(`${adminEndpoint}/${id}/memory`, experimentMemoryResponseSchema, { signal });

export const saveMemory = (
  adminEndpoint: string,
  id: string,
  body: { hypothesis: string; notes: string; version: number },
): Promise<ExperimentMemoryResponse> =>
  call(`${adminEndpoint}/${id}/memory`, experimentMemoryResponseSchema, { method: 'POST', body: JSON.stringify(body) });

export const fetchArchive = async (adminEndpoint: string, signal?: AbortSignal): Promise<ArchivedRun[]> =>
  (await call(`${adminEndpoint}/archive`, experimentArchiveResponseSchema, { signal })).runs;

export const createShareLink = (adminEndpoint: string, id: string, hours: number): Promise<ShareLinkResponse> =>
  call(`${adminEndpoint}/${id}/share-links`, shareLinkResponseSchema, {
    method: 'POST',
    body: JSON.stringify({ hours }),
  });

export const fetchShareLinks = async (
  adminEndpoint: string,
  id: string,
  signal?: AbortSignal,
): Promise<ShareLinkEntry[]> =>
  (await call(`${adminEndpoint}/${id}/share-links`, shareLinkListResponseSchema, { signal })).links;

export const withdrawShareLink = (
  adminEndpoint: string,
  id: string,
  linkId: string,
): Promise<ShareLinkWithdrawResponse> =>
  call(`${adminEndpoint}/${id}/share-links/${encodeURIComponent(linkId)}/withdraw`, shareLinkWithdrawResponseSchema, {
    method: 'POST',
    body: '{}',
  });

export const fetchSharedInfo = (
  adminEndpoint: string,
  token: string,
  signal?: AbortSignal,
): Promise<SharedResultsInfo> =>
  call(sharedEndpoint(adminEndpoint, 'results', token), sharedResultsInfoSchema, { signal });
