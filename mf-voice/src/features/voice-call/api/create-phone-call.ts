import { readApiErrorBody } from '@novavox/contracts-api/api-error';
import {
  PHONE_CALL_FAILED_MESSAGE,
  type PhoneCallRequest as PhoneCallBody,
  USER_ID_HEADER,
} from '@novavox/contracts-api/forms';

/**
 * POST /create_phone_call (requirements §7): the server asks the voice platform to phone the visitor. The
 * platform's private key stays on the server; the browser sends only what the visitor typed.
 */
export interface PhoneCallRequest {
  userId: string;
  interviewId: string;
  phoneNumber: string;
  roleDescription: string;
  prompt: string;
  interviewTitle: string;
  /** The visitor id the experiments know this browser by (null when storage is blocked: then not sent). */
  visitorId?: string | null;
}

export interface PhoneCallCreated {
  callId: string;
  status: string;
}

/**
 * A failed request; `serverMessage` is the response's `message` when it had one, and `numberProblem` says the
 * server refused the number itself (its answer names `fields.phoneNumber`), not the call.
 */
export class PhoneCallError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly numberProblem = false,
  ) {
    super(serverMessage ?? PHONE_CALL_FAILED_MESSAGE);
    this.name = 'PhoneCallError';
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value : null;
}

export async function createPhoneCall(endpoint: string, request: PhoneCallRequest): Promise<PhoneCallCreated> {
  const { visitorId, ...fields } = request;
  // Typed as the api's schema reads it, so a renamed field fails the build rather than the request.
  const body: PhoneCallBody = visitorId ? { ...fields, visitorId } : fields;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [USER_ID_HEADER]: request.userId },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PhoneCallError(null);
  }
  const answer = await readJson(response);
  if (!response.ok) {
    const refusal = readApiErrorBody(answer);
    throw new PhoneCallError(refusal.message, refusal.fields.phoneNumber !== undefined);
  }
  const callId = field(answer, 'callId');
  if (!callId) throw new PhoneCallError(null);
  return { callId, status: field(answer, 'status') ?? 'queued' };
}
