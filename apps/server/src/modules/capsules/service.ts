import { canNullify, fieldError } from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern, uuidPattern } from '../../platform/keyset-cursor';
import type { WorkplaceContext } from '../../request-context';
import { takeCapsule } from '../stock/ledger';
import type { Nullified, NullifyBody } from './schemas';

/**
 * §2/§4 capsule nullification: a capsule that will not be used (damaged, dropped, opened by mistake) is
 * nullified so that it can never be used and is not billed. Only the workplace's own lots; a used capsule
 * cannot be nullified (it was billed with its exam); nullifying twice is refused. A nullified capsule is
 * written off the lot's stock in the same transaction.
 */
export class CapsuleService {
  constructor(private readonly deps: { clock: Clock }) {}

  async nullify({ caller, workplace, transaction }: WorkplaceContext, body: NullifyBody): Promise<Nullified> {
    const userId = caller.user.id;
    return transaction(async ({ capsules }, tx) => {
      const lot = await capsules.lot(body.lot);
      if (!lot) throw new AppError('LOT_NOT_FOUND', { fields: [fieldError('lot', 'invalidLot')] });
      // A capsule is either used or nullified, never both, even when both happen at the same instant.
      await capsules.lock(lot.id, body.capsuleCode);
      const already = await capsules.nullifiedAt(lot.id, body.capsuleCode);
      const usedFor = await capsules.usedFor(lot.id, body.capsuleCode);
      const allowed = canNullify({
        nullifiedAt: already ?? null,
        usedByPatient: usedFor !== undefined ? usedFor || '?' : null,
      });
      if (!allowed.ok)
        throw new AppError(
          allowed.code,
          allowed.code === 'CAPSULE_ALREADY_USED'
            ? { fields: [fieldError('capsuleCode', 'capsuleUsedBy', { patient: usedFor || '?' })] }
            : {},
        );
      const now = this.deps.clock.now();
      const inserted = await capsules.insertNullified({
        lotId: lot.id,
        capsuleCode: body.capsuleCode,
        method: body.method,
        nullifiedBy: userId,
        nullifiedAt: now,
      });
      if (!inserted) throw new AppError('NULLIFY_ALREADY_NULLIFIED');
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
      return {
        capsuleCode: body.capsuleCode,
        lot: lot.lotNumber,
        examCode: lot.examCode,
        examName: lot.examName,
        method: body.method,
        nullifiedAt: now.toISOString(),
        by: caller.user.name,
      };
    });
  }

  /** The workplace's nullified capsules, newest first, 'load more' by cursor. */
  async list(
    { repos }: WorkplaceContext,
    query: { cursor?: string | undefined; limit: number },
  ): Promise<{ items: Nullified[]; nextCursor: string | null }> {
    const after = query.cursor
      ? decodeCursor(query.cursor, { at: pgTimestampPattern, lot: uuidPattern, code: /^[A-Za-z0-9-]{1,64}$/ })
      : undefined;
    const rows = await repos.capsules.list(after, query.limit + 1);
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
