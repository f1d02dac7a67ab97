import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { examRequests, workplaces } from '../../db/schema';
import { type ReaderRow, WorkplaceReadersRepository } from '../readers/workplace-readers-repository';
import { selectRequest } from './repository';
import type { RequestRow } from './types';

/**
 * What a user of one workplace reaches when they act on an exam: its exam requests, its readers by the
 * code they typed, and its network. Bound to the workplace (and to the change's transaction), so a call
 * cannot reach another workplace's exam by forgetting a filter.
 */
export class WorkplaceExamRepository {
  /** Over the same database or transaction, so the lookup is part of the change that reads it. */
  private readonly readers: WorkplaceReadersRepository;

  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {
    this.readers = new WorkplaceReadersRepository(db, workplaceId);
  }

  /** The workplace's exam request; its row taken FOR UPDATE when `lock`. */
  request(examRequestId: string, lock: boolean): Promise<RequestRow | undefined> {
    return selectRequest(
      this.db,
      and(eq(examRequests.id, examRequestId), eq(examRequests.workplaceId, this.workplaceId)),
      lock,
    );
  }

  /** A reader of the workplace by its code as typed (trimmed, any case). */
  reader(code: string): Promise<ReaderRow | undefined> {
    return this.readers.reader(code.trim().toUpperCase());
  }

  /** The workplace's network (group); null when it has none. */
  async group(): Promise<string | null> {
    const [row] = await this.db
      .select({ group: workplaces.group })
      .from(workplaces)
      .where(eq(workplaces.id, this.workplaceId));
    return row?.group ?? null;
  }
}
