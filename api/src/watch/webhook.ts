import { createHmac } from 'node:crypto';
import { errorMessage } from '@novavox/contracts-experiments/error-message';

/** The headers of a signed webhook call (docs/experiment-watch.md, "Webhook"). */
export const WEBHOOK_TIMESTAMP_HEADER = 'X-NovaVox-Timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'X-NovaVox-Signature';
/** The same on every attempt of one delivery: the receiver keeps the ids it accepted and drops a repeat. */
export const WEBHOOK_DELIVERY_HEADER = 'X-NovaVox-Delivery';
const TIMEOUT_MS = 5000;

export interface WebhookConfig {
  url: string;
  secret: string;
}

/** One attempt's content: the body fixed when the change was told, and the delivery's id. */
export interface WebhookCall {
  deliveryId: string;
  body: string;
}

/**
 * `sha256=<hex>`: HMAC-SHA256, under the configured secret, of `<timestamp>.<body>` (the timestamp in Unix seconds,
 * as sent in X-NovaVox-Timestamp). Signing the timestamp with the body lets a receiver refuse an old call replayed.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Posts one attempt, signed at the time of the attempt; resolves to the answer kept with the delivery: the status
 * code, or `error: …`. Never throws: a receiver that is down is an answer like any other.
 */
export async function postWebhook(
  webhook: WebhookConfig,
  call: WebhookCall,
  now: () => number,
  send: typeof fetch = fetch,
): Promise<string> {
  const timestamp = Math.floor(now() / 1000);
  try {
    const response = await send(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [WEBHOOK_DELIVERY_HEADER]: call.deliveryId,
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(webhook.secret, timestamp, call.body),
      },
      body: call.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    return `error: ${(errorMessage(error)).slice(0, 200)}`;
  }
}
