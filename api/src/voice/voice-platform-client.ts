import { isRecord } from '@novavox/contracts-experiments/is-record';
import type { VoicePlatformConfig } from '../config/api-config';

export interface OutboundCallRequest {
  phoneNumber: string;
  userId: string;
  interviewId: string | null;
  /** The site's own role for the assistant (never text from the browser). */
  roleDescription: string;
}

export type PlaceCallResult =
  | { ok: true; callId: string; status: string }
  | { ok: false; kind: 'rejected'; status: number; detail: string }
  | { ok: false; kind: 'credentials' | 'busy' | 'failed' | 'timeout' | 'unreachable' };

/** The voice platform's outbound-call API (`POST {base}/call`); the private key stays on this server. */
export interface VoicePlatformClient {
  placeCall(request: OutboundCallRequest): Promise<PlaceCallResult>;
}

export function createVoicePlatformClient(
  config: VoicePlatformConfig,
  fetchImpl: typeof fetch = fetch,
): VoicePlatformClient {
  return {
    async placeCall(request) {
      const body = {
        assistantId: config.assistantId,
        phoneNumberId: config.phoneNumberId,
        customer: { number: request.phoneNumber },
        assistantOverrides: {
          variableValues: { roleDescription: request.roleDescription },
          metadata: { userId: request.userId, ...(request.interviewId ? { interviewId: request.interviewId } : {}) },
        },
      };
      let response: Response;
      try {
        response = await fetchImpl(`${config.apiUrl}/call`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.privateKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        return { ok: false, kind: isTimeout(error) ? 'timeout' : 'unreachable' };
      }
      let payload: unknown = null;
      try {
        payload = await response.json();
      } catch (error) {
        if (isTimeout(error)) return { ok: false, kind: 'timeout' };
      }
      if (response.ok) {
        const call = isRecord(payload) ? payload : {};
        if (typeof call.id !== 'string' || call.id === '') return { ok: false, kind: 'failed' };
        return { ok: true, callId: call.id, status: typeof call.status === 'string' ? call.status : 'queued' };
      }
      if (response.status === 401 || response.status === 403) return { ok: false, kind: 'credentials' };
      if (response.status === 429) return { ok: false, kind: 'busy' };
      if (response.status >= 400 && response.status < 500) {
        return { ok: false, kind: 'rejected', status: response.status, detail: platformMessage(payload) };
      }
      return { ok: false, kind: 'failed' };
    },
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The platform answers `{ message: string | string[] }` on 4xx; keep it short, it is shown to the visitor. */
function platformMessage(payload: unknown): string {
  const message = isRecord(payload) ? payload.message : undefined;
  const text = Array.isArray(message) ? message.filter((m) => typeof m === 'string').join('; ') : message;
  return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 300) : 'no reason given';
}
