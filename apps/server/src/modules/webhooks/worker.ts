import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_TIMEOUT_MS,
  webhookOutcome,
  webhookRetryAt,
  webhookRetryDelaysMs,
} from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { IntervalJob } from '../../platform/interval-job';
import type { ClaimedDelivery, WebhooksRepository } from './repository';
import { signedHeaders } from './sign';
import { BlockedAddressError, isPublicAddress, publicOnlyLookup } from './url-policy';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** POSTs one delivery; answers the status code and the start of the body, or throws (no answer). */
export type WebhookSender = (request: WebhookRequest) => Promise<{ statusCode: number; body: string }>;

const BODY_KEPT = 500;

/**
 * POST over node:http(s). Redirects are not followed (a 3xx is retried like any other answer): a redirect
 * could point anywhere. Unless private URLs are allowed, https only and every address connected to must
 * be public, checked at connection time.
 */
export function httpSender(allowPrivate: boolean): WebhookSender {
  return ({ url, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
      if (!allowPrivate && (target.protocol !== 'https:' || (net.isIP(host) && !isPublicAddress(host))))
        return reject(new BlockedAddressError(host));
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'POST',
          agent: false,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Ponto-Webhooks/1',
          },
          ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () =>
            settle(() => {
              response.destroy();
              const text = Buffer.concat(chunks).toString('utf8').slice(0, BODY_KEPT);
              resolve({ statusCode: response.statusCode ?? 0, body: text });
            });
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size >= BODY_KEPT) done();
          });
          response.on('end', done);
          response.on('error', done);
        },
      );
      const timer = setTimeout(
        () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      request.on('error', (error) => settle(() => reject(error)));
      request.end(body);
    });
}

export interface WebhookWorkerDeps {
  repo: WebhooksRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  send: WebhookSender;
  /** The domain's schedule unless given (a test may shorten it). */
  retryDelaysMs?: readonly number[];
  retryWindowMs?: number;
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Delivers the webhook outbox at least once: a delivery is marked delivered only after a 2xx. Others and
 * no answer are retried with backoff for the retry window, then failed; a 410 disables the endpoint.
 */
export class WebhookWorker {
  private readonly job: IntervalJob;

  constructor(private readonly deps: WebhookWorkerDeps) {
    this.job = new IntervalJob('webhook delivery', () => this.drain(), deps.intervalMs ?? 1000, deps.log);
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One round: claims what is due and sends it, in parallel (a slow endpoint does not hold up others). */
  async drain(): Promise<number> {
    const due = await this.deps.repo.claimDue(this.deps.clock.now(), 20);
    await Promise.all(due.map((delivery) => this.deliver(delivery)));
    return due.length;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { repo, clock, log } = this.deps;
    const { type, timestamp, data } = delivery.payload;
    const body = JSON.stringify({ type, timestamp, data });
    let statusCode: number | null = null;
    let error: string;
    try {
      const answer = await this.deps.send({
        url: delivery.url,
        headers: signedHeaders(delivery.secret, delivery.id, clock.now(), body),
        body,
        timeoutMs: this.deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      });
      statusCode = answer.statusCode;
      error = `HTTP ${statusCode}${answer.body ? `: ${answer.body}` : ''}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const context = { webhookId: delivery.id, endpointId: delivery.endpointId, attempts: delivery.attempts };
    switch (webhookOutcome(statusCode)) {
      case 'delivered':
        await repo.markDelivered(delivery.id, statusCode as number, clock.now());
        return;
      case 'gone':
        log.warn(context, 'webhook endpoint answered 410 Gone: disabled');
        await repo.disableGone(delivery.endpointId);
        await repo.markGone(delivery.id);
        return;
      case 'retry': {
        const retryAt = webhookRetryAt(
          { createdAt: delivery.createdAt, attempts: delivery.attempts, now: clock.now() },
          this.deps.retryDelaysMs ?? webhookRetryDelaysMs,
          this.deps.retryWindowMs ?? WEBHOOK_RETRY_WINDOW_MS,
        );
        log.warn({ ...context, error, retryAt }, 'webhook not delivered');
        await repo.markAttemptFailed(delivery.id, { statusCode, error }, retryAt);
      }
    }
  }
}
