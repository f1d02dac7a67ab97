import { canReserveFlow, type DeviceFamily, fieldError } from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import { ExamReaderRepository } from './reader-repository';
import type { Actor } from './types';

export interface FlowReservation {
  lens: string | null;
  flow: string | null;
}

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
  private readonly readers: ExamReaderRepository;

  constructor(private readonly deps: { db: Db; clock: Clock }) {
    this.readers = new ExamReaderRepository(deps.db);
  }

  private async codeOf(readerId: string | undefined): Promise<string | null> {
    if (!readerId) return null;
    return (await this.readers.codeOf(readerId)) ?? null;
  }

  /** GET: for a Lens, the Flow it holds; for a Flow, the Lens that holds it. */
  async get({ repos }: WorkplaceContext, code: string): Promise<FlowReservation> {
    const reader = await repos.workplaceExams.reader(code);
    if (!reader) throw new AppError('NOT_FOUND');
    if (reader.family === 'Lens') {
      return { lens: reader.code, flow: await this.codeOf(await this.readers.flowHeldBy(reader.id)) };
    }
    if (reader.family === 'Flow') {
      return { lens: await this.codeOf(await this.readers.lensHolding(reader.id)), flow: reader.code };
    }
    throw new AppError('READER_NOT_SUITED');
  }

  /** PUT: the Lens reserves a Flow of the same workplace (reserving the same one again changes nothing). */
  async reserve({ workplace, repos }: WorkplaceContext, actor: Actor, lensCode: string, flowCode: string) {
    const lens = await repos.workplaceExams.reader(lensCode);
    if (!lens) throw new AppError('NOT_FOUND');
    const flow = await repos.workplaceExams.reader(flowCode);
    const lensHolds = await this.readers.flowHeldBy(lens.id);
    if (flow && lensHolds === flow.id) return { lens: lens.code, flow: flow.code };
    const flowHeldBy = flow ? await this.readers.lensHolding(flow.id) : undefined;
    const allowed = canReserveFlow(
      { code: lens.code, family: lens.family as DeviceFamily, reservedWith: lensHolds ?? null },
      flow
        ? { code: flow.code, family: flow.family as DeviceFamily, reservedWith: flowHeldBy ?? null }
        : null,
    );
    if (!allowed.ok)
      throw new AppError(
        allowed.code,
        allowed.code === 'NO_FLOW_AVAILABLE' ? { fields: [fieldError('flowCode', 'invalid')] } : {},
      );
    try {
      await this.readers.reserveFlow({
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
  async release({ repos }: WorkplaceContext, lensCode: string): Promise<void> {
    const lens = await repos.workplaceExams.reader(lensCode);
    if (!lens) throw new AppError('NOT_FOUND');
    if (await this.readers.isRunning(lens.id)) throw new AppError('READER_IN_USE');
    await this.readers.freeFlowOf(lens.id);
  }
}
