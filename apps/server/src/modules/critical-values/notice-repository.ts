import type {
  CriticalNotice,
  CriticalNoticeAcknowledgement,
  CriticalNoticeAnalyte,
  CriticalNoticeStatus,
} from '@ponto/domain';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals, criticalNotices, examRequests, exams, patients, preExams, users } from '../../db/schema';

/** Acknowledged notices are history: the list shows the newest ones only. */
export const ACKNOWLEDGED_LIST_LIMIT = 100;

/** The SQL of one workplace's critical notices: opening one per exam, listing them, recording the acknowledgement. */
export class CriticalNoticeRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /**
   * Opens the exam's notice, or refreshes the analytes of the one still open (the unique open index makes
   * a second open notice of the same exam impossible). Answers whether a new notice was opened.
   */
  async open(
    notice: { examRequestId: string; analytes: CriticalNoticeAnalyte[] },
    at: Date,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(criticalNotices)
      .values({ ...notice, workplaceId: this.workplaceId, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: criticalNotices.id });
    if (inserted.length > 0) return true;
    await this.db
      .update(criticalNotices)
      .set({ analytes: notice.analytes })
      .where(
        and(
          eq(criticalNotices.examRequestId, notice.examRequestId),
          eq(criticalNotices.workplaceId, this.workplaceId),
          isNull(criticalNotices.acknowledgedAt),
        ),
      );
    return false;
  }

  /** The workplace's notices in one status, newest first. */
  async list(status: CriticalNoticeStatus): Promise<CriticalNotice[]> {
    const query = this.select()
      .where(
        and(
          eq(criticalNotices.workplaceId, this.workplaceId),
          status === 'open'
            ? isNull(criticalNotices.acknowledgedAt)
            : isNotNull(criticalNotices.acknowledgedAt),
        ),
      )
      .orderBy(desc(criticalNotices.createdAt), desc(criticalNotices.id));
    // Every open notice must be seen; the acknowledged ones are history.
    const rows = status === 'open' ? await query : await query.limit(ACKNOWLEDGED_LIST_LIMIT);
    return rows.map(toNotice);
  }

  async one(id: string): Promise<CriticalNotice | undefined> {
    const [row] = await this.select().where(
      and(eq(criticalNotices.id, id), eq(criticalNotices.workplaceId, this.workplaceId)),
    );
    return row ? toNotice(row) : undefined;
  }

  /** Locks the workplace's notice until the transaction ends, so two acknowledgements take turns. */
  async lock(id: string) {
    const [row] = await this.db
      .select({ id: criticalNotices.id, acknowledgedAt: criticalNotices.acknowledgedAt })
      .from(criticalNotices)
      .where(and(eq(criticalNotices.id, id), eq(criticalNotices.workplaceId, this.workplaceId)))
      .for('update');
    return row;
  }

  async acknowledge(id: string, by: string, at: Date, input: CriticalNoticeAcknowledgement): Promise<void> {
    await this.db
      .update(criticalNotices)
      .set({
        acknowledgedAt: at,
        acknowledgedBy: by,
        contactedParty: input.contactedParty,
        contactedName: input.contactedName,
        channel: input.channel,
        contactedAt: new Date(input.contactedAt),
        readBack: input.readBack,
        note: input.note || null,
      })
      .where(and(eq(criticalNotices.id, id), eq(criticalNotices.workplaceId, this.workplaceId)));
  }

  private select() {
    return this.db
      .select({
        notice: criticalNotices,
        protocolNumber: preExams.protocolNumber,
        patientName: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`,
        examName: exams.name,
        byName: users.name,
      })
      .from(criticalNotices)
      .innerJoin(examRequests, eq(examRequests.id, criticalNotices.examRequestId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .leftJoin(users, eq(users.id, criticalNotices.acknowledgedBy))
      .$dynamic();
  }
}

type NoticeRow = {
  notice: typeof criticalNotices.$inferSelect;
  protocolNumber: string;
  patientName: string;
  examName: Record<string, string>;
  byName: string | null;
};

function toNotice({ notice: n, protocolNumber, patientName, examName, byName }: NoticeRow): CriticalNotice {
  return {
    id: n.id,
    status: n.acknowledgedAt ? 'acknowledged' : 'open',
    examRequestId: n.examRequestId,
    protocolNumber,
    patientName,
    examName,
    analytes: n.analytes,
    createdAt: n.createdAt.toISOString(),
    acknowledgement: n.acknowledgedAt
      ? {
          by: { id: n.acknowledgedBy ?? '', name: byName ?? '' },
          at: n.acknowledgedAt.toISOString(),
          contactedParty: n.contactedParty as NonNullable<
            CriticalNotice['acknowledgement']
          >['contactedParty'],
          contactedName: n.contactedName ?? '',
          channel: n.channel as NonNullable<CriticalNotice['acknowledgement']>['channel'],
          contactedAt: (n.contactedAt ?? n.acknowledgedAt).toISOString(),
          readBack: n.readBack ?? false,
          note: n.note,
        }
      : null,
  };
}
