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
}

export interface PhoneCallCreated {
  callId: string;
  status: string;
}

export const PHONE_CALL_FAILED = 'Failed to create phone call';

/** A failed request; `serverMessage` is the response's `message` when it had one. */
export class PhoneCallError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? PHONE_CALL_FAILED);
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
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-user-id': request.userId },
      body: JSON.stringify(request),
    });
  } catch {
    throw new PhoneCallError(null);
  }
  const body = await readJson(response);
  if (!response.ok) throw new PhoneCallError(field(body, 'message'));
  const callId = field(body, 'callId');
  if (!callId) throw new PhoneCallError(null);
  return { callId, status: field(body, 'status') ?? 'queued' };
}
