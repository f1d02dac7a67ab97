import {
  HL7_MESSAGE_PAGE_SIZE,
  type Hl7Config,
  type Hl7ConfigAnswer,
  type Hl7ConfigInput,
  type Hl7MessagePage,
  type Hl7MessageQuery,
  type Hl7MessageView,
} from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern, uuidPattern } from '../../platform/keyset-cursor';
import type { WorkplaceContext } from '../../request-context';
import type { Hl7ConfigRow, Hl7MessageRow } from './repository';

function configView(row: Hl7ConfigRow): Hl7Config {
  return {
    host: row.host,
    port: row.port,
    tls: row.tls,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function messageView(row: Hl7MessageRow): Hl7MessageView {
  return {
    id: row.id,
    controlId: row.controlId,
    examRequestId: row.examRequestId,
    protocolNumber: row.protocolNumber,
    examCode: row.examCode,
    corrected: row.corrected,
    status: row.status as Hl7MessageView['status'],
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastAckCode: row.lastAckCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The workplace's LIS configuration and HL7 message log, for its managers. */
export class Hl7Service {
  constructor(private readonly deps: { clock: Clock }) {}

  async config({ repos }: WorkplaceContext): Promise<Hl7ConfigAnswer> {
    const row = await repos.hl7.config();
    return { config: row ? configView(row) : null };
  }

  /** Applies to what is still pending too: a corrected host is where the next attempt goes. */
  async saveConfig({ caller, repos }: WorkplaceContext, input: Hl7ConfigInput): Promise<Hl7ConfigAnswer> {
    const row = await repos.hl7.saveConfig({
      host: input.host,
      port: input.port,
      tls: input.tls,
      enabled: input.enabled,
      updatedBy: caller.user.id,
      updatedAt: this.deps.clock.now(),
    });
    return { config: configView(row) };
  }

  /** Sends a failed or rejected message again now (docs/hl7.md); anything else is INVALID_TRANSITION. */
  async resend({ repos }: WorkplaceContext, id: string): Promise<Hl7MessageView> {
    const found = await repos.hl7.resend(id, this.deps.clock.now());
    if (!found) throw new AppError('NOT_FOUND');
    if (!found.resent) throw new AppError('INVALID_TRANSITION');
    return messageView(found.message);
  }

  async messages({ repos }: WorkplaceContext, query: Hl7MessageQuery): Promise<Hl7MessagePage> {
    const after = query.cursor
      ? decodeCursor(query.cursor, { at: pgTimestampPattern, id: uuidPattern })
      : undefined;
    const rows = await repos.hl7.messages({ after, limit: HL7_MESSAGE_PAGE_SIZE + 1 });
    const page = rows.slice(0, HL7_MESSAGE_PAGE_SIZE);
    const last = page.at(-1);
    return {
      items: page.map((r) => messageView(r.message)),
      nextCursor:
        rows.length > HL7_MESSAGE_PAGE_SIZE && last
          ? encodeCursor({ at: last.cursorAt, id: last.message.id })
          : null,
    };
  }
}
