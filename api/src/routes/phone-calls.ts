import {
  DEFAULT_ROLE_DESCRIPTION,
  PHONE_CALL_FAILED_MESSAGE,
  PHONE_CALLS_UNAVAILABLE_MESSAGE,
  type PhoneCallAvailability,
  parsePhoneCallRequest,
  USER_ID_FORMAT_MESSAGE,
  USER_ID_HEADER,
  USER_ID_MISMATCH_MESSAGE,
  USER_ID_PATTERN,
  USER_ID_REQUIRED_MESSAGE,
} from '@novavox/contracts-api/forms';
import { HOUR_MS } from '@novavox/contracts-experiments/time-units';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { clientGroup } from '../http/client-address';
import { readJsonBody } from '../http/read-json-body';
import { apiLog } from '../observability/api-logger';
import { phoneCallRefusal } from '../observability/refusal-limits';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { creditMetricSource } from '../stores/metric-credit';
import { createPhoneCallStore, type PhoneCallLimit, type PhoneCallLimits } from '../stores/phone-call-store';
import { readCallDestination } from '../voice/call-destination';
import { createVoicePlatformClient, type PlaceCallResult } from '../voice/voice-platform-client';

export const NOT_CONFIGURED_MESSAGE = PHONE_CALLS_UNAVAILABLE_MESSAGE;
/** Shown to the visitor as is: each names the rule that refused the call. */
export const LIMIT_MESSAGES: Record<PhoneCallLimit, string> = {
  perNumber: 'Too many calls to this number. Please try again later.',
  perAddress: 'Too many calls to your address. Please try again later.',
  perUser: 'Too many calls to your account. Please try again later.',
  site: 'We have placed as many test calls as we can this hour. Please try again later.',
};

/**
 * GET /create_phone_call says whether calls can be placed at all, so the dialog can say so before the visitor
 * types a number; it reads nothing and changes nothing.
 * POST /create_phone_call: places an outbound call through the voice platform. Every failure answers
 * `{ message }` (inside the common error body), which the site shows as is, so messages are worded for visitors.
 */
export function phoneCallRoutes(
  { config, db, now = Date.now, fetch: fetchImpl }: AppDeps,
  states?: ExperimentStateStore,
) {
  const calls = createPhoneCallStore(db.db);
  const voice = config.voice ? createVoicePlatformClient(config.voice, fetchImpl) : null;
  const limits: PhoneCallLimits = {
    perNumber: config.rateLimits.callsPerNumberPerHour,
    perAddress: config.rateLimits.callsPerAddressPerHour,
    perUser: config.rateLimits.callsPerUserPerHour,
    site: config.rateLimits.callsPerHour,
  };

  return new Hono()
    .get('/', (c) => c.json({ available: voice !== null } satisfies PhoneCallAvailability))
    .post('/', async (c) => {
      if (voice === null) throw new ApiError(503, NOT_CONFIGURED_MESSAGE);
      const userId = c.req.header(USER_ID_HEADER)?.trim();
      if (!userId) throw new ApiError(401, USER_ID_REQUIRED_MESSAGE);
      if (!USER_ID_PATTERN.test(userId)) throw new ApiError(400, USER_ID_FORMAT_MESSAGE);

      const parsed = parsePhoneCallRequest(await readJsonBody(c));
      if (!parsed.ok) {
        const first = Object.values(parsed.fields)[0] ?? 'Invalid request';
        throw new ApiError(422, first, { fields: parsed.fields });
      }
      const body = parsed.value;
      if (body.userId && body.userId !== userId) throw new ApiError(403, USER_ID_MISMATCH_MESSAGE);
      const destination = readCallDestination(body.phoneNumber, config.phoneCallCountries);
      if (!destination.ok) {
        throw new ApiError(422, destination.problem, { fields: { phoneNumber: destination.problem } });
      }
      const phoneNumber = destination.e164;

      const attempt = {
        userId,
        interviewId: body.interviewId || null,
        phoneNumber,
        clientAddress: clientGroup(c, config.trustedProxyHops),
        atMs: now(),
      };
      const claim = await calls.claim(attempt, limits, HOUR_MS);
      if (!claim.ok) {
        const retryAfter = Math.max(1, Math.ceil((claim.oldestMs + HOUR_MS - attempt.atMs) / 1000));
        throw new ApiError(429, LIMIT_MESSAGES[claim.limit], {
          headers: { 'Retry-After': String(retryAfter) },
          limit: phoneCallRefusal(claim.limit),
        });
      }

      // The assistant's instructions are the site's own: what a browser sends as role, prompt or title is
      // ignored, so nobody can make the assistant say their words to the person it rings.
      const result = await voice.placeCall({
        phoneNumber,
        userId,
        interviewId: attempt.interviewId,
        roleDescription: DEFAULT_ROLE_DESCRIPTION,
      });
      await calls.finish(
        claim.id,
        result.ok ? result.status : `failed:${result.kind}`,
        result.ok ? result.callId : null,
      );
      if (!result.ok) throw failure(result);
      if (body.visitorId !== undefined && states)
        await creditMetricSource(db.db, 'phone_call_placed', body.visitorId, new Date(now()), await states.running());
      return c.json({ callId: result.callId, status: result.status }, 201);
    });
}

function failure(result: Exclude<PlaceCallResult, { ok: true }>): ApiError {
  switch (result.kind) {
    case 'rejected':
      return new ApiError(422, `The call could not be placed: ${result.detail}`);
    case 'credentials':
      apiLog.error('Voice platform refused VAPI_PRIVATE_KEY (401/403): check the key and its permissions.');
      return new ApiError(502, 'Phone calls are misconfigured on this server');
    case 'busy':
      return new ApiError(503, 'The voice platform is busy. Please try again in a minute.', {
        headers: { 'Retry-After': '60' },
      });
    case 'timeout':
      return new ApiError(504, 'The voice platform did not answer in time. Please try again.');
    case 'unreachable':
      return new ApiError(502, 'The voice platform could not be reached. Please try again later.');
    case 'failed':
      return new ApiError(502, PHONE_CALL_FAILED_MESSAGE);
  }
}
