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
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern } from '../../platform/keyset-cursor';
import type { UserRow } from '../auth/repository';
import type { DeliveryRow, EndpointRow } from './repository';
import { WebhooksRepository } from './repository';
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
  private readonly repo: WebhooksRepository;

  constructor(private readonly deps: { db: Db; clock: Clock; allowPrivateUrls: boolean; resolve?: Resolve }) {
    this.repo = new WebhooksRepository(deps.db);
  }

  async list(workplaceId: string): Promise<{ items: WebhookEndpoint[] }> {
    return { items: (await this.repo.endpoints(workplaceId)).map((row) => endpointView(row)) };
  }

  /** The answer carries the whole secret: the only time it is shown. */
  async create(workplaceId: string, user: UserRow, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const problem = await webhookUrlProblem(input.url, {
      allowPrivate: this.deps.allowPrivateUrls,
      resolve: this.deps.resolve,
    });
    if (problem) throw validationError([fieldError('url', problem)]);
    const row = await this.repo.createEndpoint({
      workplaceId,
      url: input.url,
      secret: newWebhookSecret(),
      events: input.events,
      createdBy: user.id,
      createdAt: this.deps.clock.now(),
    });
    return endpointView(row, row.secret);
  }

  async update(workplaceId: string, id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpoint> {
    const row = await this.repo.updateEndpoint(workplaceId, id, patch);
    if (!row) throw new AppError('NOT_FOUND');
    return endpointView(row);
  }

  /** Deletes the endpoint and its delivery log. */
  async remove(workplaceId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteEndpoint(workplaceId, id))) throw new AppError('NOT_FOUND');
  }

  async deliveries(workplaceId: string, query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
    const after = query.cursor
      ? decodeCursor(query.cursor, { at: pgTimestampPattern, id: webhookIdPattern })
      : undefined;
    const rows = await this.repo.deliveries(workplaceId, {
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
  async replay(workplaceId: string, id: string): Promise<WebhookDelivery> {
    const replayed = await this.repo.replay(workplaceId, id, this.deps.clock.now());
    if (!replayed) throw new AppError('NOT_FOUND');
    if (!replayed.enabled) throw new AppError('INVALID_TRANSITION');
    return deliveryView(replayed.delivery);
  }
}
