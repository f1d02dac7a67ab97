import {
  fieldError,
  maskWebhookSecret,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookDisabledReason,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  type WebhookEventType,
} from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern } from '../../platform/keyset-cursor';
import type { WorkplaceContext } from '../../request-context';
import type { DeliveryRow, EndpointRow } from './repository';
import { newWebhookSecret } from './sign';
import { type Resolve, webhookUrlProblem } from './url-policy';

const webhookIdPattern = /^msg_[0-9a-f]{32}$/;

function endpointView(row: EndpointRow, secret = maskWebhookSecret(row.secret)): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason as WebhookDisabledReason | null,
    secret,
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType as WebhookEventType,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

/**
 * Webhook endpoints and their delivery log for the portal. Everyone of the workplace reads them;
 * only managers change them. Another workplace's endpoint or delivery is not found.
 */
export class WebhooksService {
  constructor(private readonly deps: { clock: Clock; allowPrivateUrls: boolean; resolve?: Resolve }) {}

  async list({ repos }: WorkplaceContext): Promise<{ items: WebhookEndpoint[] }> {
    return { items: (await repos.webhookEndpoints.endpoints()).map((row) => endpointView(row)) };
  }

  /** The answer carries the whole secret: the only time it is shown. */
  async create({ caller, repos }: WorkplaceContext, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const problem = await webhookUrlProblem(input.url, {
      allowPrivate: this.deps.allowPrivateUrls,
      resolve: this.deps.resolve,
    });
    if (problem) throw validationError([fieldError('url', problem)]);
    const row = await repos.webhookEndpoints.createEndpoint({
      url: input.url,
      secret: newWebhookSecret(),
      events: input.events,
      createdBy: caller.user.id,
      createdAt: this.deps.clock.now(),
    });
    return endpointView(row, row.secret);
  }

  async update(
    { repos }: WorkplaceContext,
    id: string,
    patch: WebhookEndpointPatch,
  ): Promise<WebhookEndpoint> {
    const row = await repos.webhookEndpoints.updateEndpoint(id, patch);
    if (!row) throw new AppError('NOT_FOUND');
    return endpointView(row);
  }

  /** Deletes the endpoint and its delivery log. */
  async remove({ repos }: WorkplaceContext, id: string): Promise<void> {
    if (!(await repos.webhookEndpoints.deleteEndpoint(id))) throw new AppError('NOT_FOUND');
  }

  async deliveries({ repos }: WorkplaceContext, query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
    const after = query.cursor
      ? decodeCursor(query.cursor, { at: pgTimestampPattern, id: webhookIdPattern })
      : undefined;
    const rows = await repos.webhookEndpoints.deliveries({
      endpointId: query.endpointId,
      after,
      limit: WEBHOOK_DELIVERY_PAGE_SIZE + 1,
    });
    const page = rows.slice(0, WEBHOOK_DELIVERY_PAGE_SIZE);
    const last = page.at(-1);
    return {
      items: page.map((r) => deliveryView(r.delivery)),
      nextCursor:
        rows.length > WEBHOOK_DELIVERY_PAGE_SIZE && last
          ? encodeCursor({ at: last.cursorAt, id: last.delivery.id })
          : null,
    };
  }

  /** Sends a delivery again, now, with the same webhook-id; its endpoint must be on (409 otherwise). */
  async replay({ repos }: WorkplaceContext, id: string): Promise<WebhookDelivery> {
    const replayed = await repos.webhookEndpoints.replay(id, this.deps.clock.now());
    if (!replayed) throw new AppError('NOT_FOUND');
    if (!replayed.enabled) throw new AppError('INVALID_TRANSITION');
    return deliveryView(replayed.delivery);
  }
}
