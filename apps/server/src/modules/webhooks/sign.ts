import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes (the signing key). */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64')}`;
}

/** The webhook-id of one delivery: kept on every attempt and replay, so receivers can drop repeats. */
export function newWebhookId(): string {
  return `msg_${crypto.randomUUID().replaceAll('-', '')}`;
}

/**
 * The three Standard Webhooks headers of a body: webhook-signature is `v1,` and the base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}` keyed with the secret's decoded bytes; the timestamp is in seconds.
 */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
