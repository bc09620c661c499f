import {
  type ArchivedRun,
  type ExperimentMemoryResponse,
  experimentArchiveResponseSchema,
  experimentMemoryResponseSchema,
  type SharedResultsInfo,
  type ShareLinkResponse,
  sharedResultsInfoSchema,
  shareLinkResponseSchema,
} from '@novavox/contracts-api/experiment-memory';
import { apiErrorMessage } from '../../experiment-controls/api/api-error-message';
import { ADMIN_CREDENTIALS } from '../../team-sign-in/api/admin-credentials';

/** A refusal of the api, with the fields it named (a 400 says which rule each broke). */
export class MemoryApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function refusal(response: Response): Promise<MemoryApiError> {
  const text = await response.clone().text();
  let fields: Record<string, string> = {};
  try {
    const body = JSON.parse(text) as { fields?: unknown };
    if (typeof body.fields === 'object' && body.fields !== null) fields = body.fields as Record<string, string>;
  } catch {
    // Not JSON: the status line is the message.
  }
  return new MemoryApiError(await apiErrorMessage(response), response.status, fields);
}

/** A contract schema, as this module uses it (the zod schemas of @novavox/contracts-api). */
interface ContractSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

async function call<T>(url: string, schema: ContractSchema<T>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    credentials: ADMIN_CREDENTIALS,
    cache: 'no-store',
  });
  if (!response.ok) throw await refusal(response);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${new URL(url).pathname}`);
  return parsed.data;
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

export const fetchSharedInfo = (
  adminEndpoint: string,
  token: string,
  signal?: AbortSignal,
): Promise<SharedResultsInfo> =>
  call(sharedEndpoint(adminEndpoint, 'results', token), sharedResultsInfoSchema, { signal });
