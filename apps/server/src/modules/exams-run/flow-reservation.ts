import { canReserveFlow, type DeviceFamily, fieldError } from '@ponto/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { examRuns, flowReservations, readers } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Actor, WorkplaceRef } from './types';

export interface FlowReservation {
  lens: string | null;
  flow: string | null;
}

type ReaderRow = typeof readers.$inferSelect;

/** Which PostgreSQL constraint a failed insert broke, if any. */
function violatedConstraint(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
}

/**
 * §4 a Lens blood count needs a Flow reader reserved by that Lens; a Lens holds one Flow and a Flow is
 * held by one Lens (flow_reservations: the Lens is the key, the Flow is unique, so races settle there).
 */
export class FlowReservationService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  private get db() {
    return this.deps.db;
  }

  private async readerIn(workplace: WorkplaceRef, code: string): Promise<ReaderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(readers)
      .where(and(eq(readers.workplaceId, workplace.id), eq(readers.code, code.trim().toUpperCase())));
    return row;
  }

  private async codeOf(readerId: string | undefined): Promise<string | null> {
    if (!readerId) return null;
    const [row] = await this.db.select({ code: readers.code }).from(readers).where(eq(readers.id, readerId));
    return row?.code ?? null;
  }

  /** GET: for a Lens, the Flow it holds; for a Flow, the Lens that holds it. */
  async get(workplace: WorkplaceRef, code: string): Promise<FlowReservation> {
    const reader = await this.readerIn(workplace, code);
    if (!reader) throw new AppError('NOT_FOUND');
    if (reader.family === 'Lens') {
      const [held] = await this.db
        .select({ flowId: flowReservations.flowReaderId })
        .from(flowReservations)
        .where(eq(flowReservations.lensReaderId, reader.id));
      return { lens: reader.code, flow: await this.codeOf(held?.flowId) };
    }
    if (reader.family === 'Flow') {
      const [holder] = await this.db
        .select({ lensId: flowReservations.lensReaderId })
        .from(flowReservations)
        .where(eq(flowReservations.flowReaderId, reader.id));
      return { lens: await this.codeOf(holder?.lensId), flow: reader.code };
    }
    throw new AppError('READER_NOT_SUITED');
  }

  /** PUT: the Lens reserves a Flow of the same workplace (reserving the same one again changes nothing). */
  async reserve(workplace: WorkplaceRef, actor: Actor, lensCode: string, flowCode: string) {
    const lens = await this.readerIn(workplace, lensCode);
    if (!lens) throw new AppError('NOT_FOUND');
    const flow = await this.readerIn(workplace, flowCode);
    const [lensHolds] = await this.db
      .select({ flowId: flowReservations.flowReaderId })
      .from(flowReservations)
      .where(eq(flowReservations.lensReaderId, lens.id));
    if (flow && lensHolds?.flowId === flow.id) return { lens: lens.code, flow: flow.code };
    const [flowHeld] = flow
      ? await this.db
          .select({ lensId: flowReservations.lensReaderId })
          .from(flowReservations)
          .where(eq(flowReservations.flowReaderId, flow.id))
      : [];
    const allowed = canReserveFlow(
      { code: lens.code, family: lens.family as DeviceFamily, reservedWith: lensHolds?.flowId ?? null },
      flow
        ? { code: flow.code, family: flow.family as DeviceFamily, reservedWith: flowHeld?.lensId ?? null }
        : null,
    );
    if (!allowed.ok)
      throw new AppError(
        allowed.code,
        allowed.code === 'NO_FLOW_AVAILABLE' ? { fields: [fieldError('flowCode', 'invalid')] } : {},
      );
    try {
      await this.db.insert(flowReservations).values({
        lensReaderId: lens.id,
        flowReaderId: flow!.id,
        workplaceId: workplace.id,
        reservedBy: actor.id,
        reservedAt: this.deps.clock.now(),
      });
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === null) throw error;
      // Another call reserved at the same moment: the Lens's key or the Flow's uniqueness tells which.
      throw new AppError(constraint.includes('flow_reader') ? 'READER_IN_USE' : 'FLOW_ALREADY_RESERVED');
    }
    return { lens: lens.code, flow: flow!.code };
  }

  /** DELETE: frees the Flow, unless the Lens is running an exam (its blood count may need the Flow). */
  async release(workplace: WorkplaceRef, lensCode: string): Promise<void> {
    const lens = await this.readerIn(workplace, lensCode);
    if (!lens) throw new AppError('NOT_FOUND');
    const [running] = await this.db
      .select({ id: examRuns.id })
      .from(examRuns)
      .where(and(eq(examRuns.readerId, lens.id), isNull(examRuns.endedAt)));
    if (running) throw new AppError('READER_IN_USE');
    await this.db.delete(flowReservations).where(eq(flowReservations.lensReaderId, lens.id));
  }
}
