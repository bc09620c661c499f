import { createHmac } from 'node:crypto';

/** The headers of a signed webhook call (docs/experiment-watch.md, "Webhook"). */
export const WEBHOOK_TIMESTAMP_HEADER = 'X-NovaVox-Timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'X-NovaVox-Signature';
const TIMEOUT_MS = 5000;

export interface WebhookConfig {
  url: string;
  secret: string;
}

/**
 * `sha256=<hex>`: HMAC-SHA256, under the configured secret, of `<timestamp>.<body>` (the timestamp in Unix seconds,
 * as sent in X-NovaVox-Timestamp). Signing the timestamp with the body lets a receiver refuse an old call replayed.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Posts `payload` as JSON, signed; resolves to what is kept with the alert: the status code, or `error: …`. */
export async function postWebhook(
  webhook: WebhookConfig,
  payload: unknown,
  now: () => number,
  send: typeof fetch = fetch,
): Promise<string> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(now() / 1000);
  try {
    const response = await send(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(webhook.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    return `error: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`;
  }
}
