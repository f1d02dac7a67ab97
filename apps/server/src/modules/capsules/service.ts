import { canNullify, fieldError } from '@ponto/domain';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  animals,
  capsulesUsed,
  examRequests,
  exams,
  lots,
  nullifiedCapsules,
  patients,
  preExams,
  users,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern, uuidPattern } from '../../platform/keyset-cursor';
import { takeCapsule } from '../stock/ledger';
import type { Nullified, NullifyBody } from './schemas';

interface WorkplaceRef {
  id: string;
}

/**
 * §2/§4 capsule nullification: a capsule that will not be used (damaged, dropped, opened by mistake) is
 * nullified so that it can never be used and is not billed. Only the workplace's own lots; a used capsule
 * cannot be nullified (it was billed with its exam); nullifying twice is refused. A nullified capsule is
 * written off the lot's stock in the same transaction.
 */
export class CapsuleService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async nullify(workplace: WorkplaceRef, userId: string, body: NullifyBody): Promise<Nullified> {
    return this.deps.db.transaction(async (tx) => {
      const [lot] = await tx
        .select({ id: lots.id, lotNumber: lots.lotNumber, examCode: exams.code, examName: exams.name })
        .from(lots)
        .innerJoin(exams, eq(exams.id, lots.examId))
        .where(and(eq(lots.workplaceId, workplace.id), eq(lots.lotNumber, body.lot)));
      if (!lot) throw new AppError('LOT_NOT_FOUND', { fields: [fieldError('lot', 'invalidLot')] });
      // The NFC read of an exam takes the same lock (exams-run/capsule-claim.ts): a capsule is either used
      // or nullified, never both, even when both happen at the same instant.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${lot.id}:${body.capsuleCode}`}, 0))`,
      );
      const [already] = await tx
        .select({ at: nullifiedCapsules.nullifiedAt })
        .from(nullifiedCapsules)
        .where(and(eq(nullifiedCapsules.lotId, lot.id), eq(nullifiedCapsules.capsuleCode, body.capsuleCode)));
      const [used] = await tx
        .select({ name: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')` })
        .from(capsulesUsed)
        .innerJoin(examRequests, eq(examRequests.id, capsulesUsed.examRequestId))
        .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
        .leftJoin(patients, eq(patients.id, preExams.patientId))
        .leftJoin(animals, eq(animals.id, preExams.animalId))
        .where(and(eq(capsulesUsed.lotId, lot.id), eq(capsulesUsed.capsuleCode, body.capsuleCode)));
      const allowed = canNullify({
        nullifiedAt: already?.at ?? null,
        usedByPatient: used ? used.name || '?' : null,
      });
      if (!allowed.ok)
        throw new AppError(
          allowed.code,
          allowed.code === 'CAPSULE_ALREADY_USED'
            ? { fields: [fieldError('capsuleCode', 'capsuleUsedBy', { patient: used?.name || '?' })] }
            : {},
        );
      const now = this.deps.clock.now();
      const inserted = await tx
        .insert(nullifiedCapsules)
        .values({
          lotId: lot.id,
          capsuleCode: body.capsuleCode,
          workplaceId: workplace.id,
          method: body.method,
          nullifiedBy: userId,
          nullifiedAt: now,
        })
        .onConflictDoNothing()
        .returning({ at: nullifiedCapsules.nullifiedAt });
      if (inserted.length === 0) throw new AppError('NULLIFY_ALREADY_NULLIFIED');
      // Written off the stock (ledger kind nullified). With the count already at 0 the capsule in the hand
      // was never counted: it is still nullified (so it can never be used, even after the lot's next
      // arrival), and nothing is taken off (docs/stock.md).
      await takeCapsule(tx, {
        lotId: lot.id,
        workplaceId: workplace.id,
        kind: 'nullified',
        capsuleCode: body.capsuleCode,
        userId,
        at: now,
      });
      const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return {
        capsuleCode: body.capsuleCode,
        lot: lot.lotNumber,
        examCode: lot.examCode,
        examName: lot.examName,
        method: body.method,
        nullifiedAt: now.toISOString(),
        by: user?.name ?? null,
      };
    });
  }

  /** The workplace's nullified capsules, newest first, 'load more' by cursor. */
  async list(
    workplace: WorkplaceRef,
    query: { cursor?: string | undefined; limit: number },
  ): Promise<{ items: Nullified[]; nextCursor: string | null }> {
    const at = sql<string>`${nullifiedCapsules.nullifiedAt}::text`;
    const filters = [eq(nullifiedCapsules.workplaceId, workplace.id)];
    if (query.cursor) {
      const p = decodeCursor(query.cursor, {
        at: pgTimestampPattern,
        lot: uuidPattern,
        code: /^[A-Za-z0-9-]{1,64}$/,
      });
      const instant = sql`${p.at}::timestamptz`;
      filters.push(
        or(
          lt(nullifiedCapsules.nullifiedAt, instant),
          and(
            eq(nullifiedCapsules.nullifiedAt, instant),
            sql`(${nullifiedCapsules.lotId}, ${nullifiedCapsules.capsuleCode}) < (${p.lot}::uuid, ${p.code})`,
          ),
        )!,
      );
    }
    const rows = await this.deps.db
      .select({
        lotId: nullifiedCapsules.lotId,
        capsuleCode: nullifiedCapsules.capsuleCode,
        lot: lots.lotNumber,
        examCode: exams.code,
        examName: exams.name,
        method: nullifiedCapsules.method,
        nullifiedAt: nullifiedCapsules.nullifiedAt,
        at,
        by: users.name,
      })
      .from(nullifiedCapsules)
      .innerJoin(lots, eq(lots.id, nullifiedCapsules.lotId))
      .innerJoin(exams, eq(exams.id, lots.examId))
      .leftJoin(users, eq(users.id, nullifiedCapsules.nullifiedBy))
      .where(and(...filters))
      .orderBy(
        desc(nullifiedCapsules.nullifiedAt),
        desc(nullifiedCapsules.lotId),
        desc(nullifiedCapsules.capsuleCode),
      )
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        capsuleCode: r.capsuleCode,
        lot: r.lot,
        examCode: r.examCode,
        examName: r.examName,
        method: r.method === 'qr' ? 'qr' : 'typed',
        nullifiedAt: r.nullifiedAt.toISOString(),
        by: r.by ?? null,
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ at: last.at, lot: last.lotId, code: last.capsuleCode })
          : null,
    };
  }
}
