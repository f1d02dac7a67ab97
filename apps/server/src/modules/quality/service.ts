import {
  type ControlResultList,
  type ControlStatus,
  controlLimits,
  controlRejected,
  type DeviceFamily,
  type InternalControlOverview,
  type LeveyJennings,
  leveyJennings,
  type QualityOverride,
  readerSuitsExam,
} from '@ponto/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  controlResults,
  exams,
  qualityEvents,
  qualityOverrides,
  readers,
  users,
  workplaces,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import {
  type ExamRow,
  judgedStatuses,
  lockoutEnabled,
  standingOf,
  todayOf,
  workplaceStandings,
} from './standing';
import { examRefOf, toControlResult } from './views';

export interface Actor {
  id: string;
  roles: readonly string[];
}
export interface WorkplaceRef {
  id: string;
}

const examColumns = {
  id: exams.id,
  index: exams.index,
  code: exams.code,
  name: exams.name,
  kind: exams.kind,
  deviceFamily: exams.deviceFamily,
};

/** Quality control (docs/quality.md): internal-control schedule, lockout, overrides, results. */
export class QualityService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  private get db() {
    return this.deps.db;
  }

  async internalControl(workplace: WorkplaceRef): Promise<InternalControlOverview> {
    const now = this.deps.clock.now();
    const rows = await workplaceStandings(this.db, workplace.id, now);
    return {
      lockoutEnabled: await lockoutEnabled(this.db, workplace.id),
      today: todayOf(now),
      rows: rows.map((row) => ({
        reader: { code: row.reader.code, family: row.reader.family },
        exam: examRefOf(row.exam),
        standing: row.standing,
        locked: row.locked,
        lastControl: row.lastControl && {
          ...row.lastControl,
          at: row.lastControl.at.toISOString(),
          status: row.lastControl.status as ControlStatus,
        },
        override: row.override && { ...row.override, grantedAt: row.override.grantedAt.toISOString() },
      })),
    };
  }

  /** Managers turn the lockout on or off; every change is kept in the quality record. */
  async setLockout(workplace: WorkplaceRef, actor: Actor, enabled: boolean): Promise<{ enabled: boolean }> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ on: workplaces.qualityLockout })
        .from(workplaces)
        .where(eq(workplaces.id, workplace.id))
        .for('update');
      if (before?.on === enabled) return;
      await tx.update(workplaces).set({ qualityLockout: enabled }).where(eq(workplaces.id, workplace.id));
      await tx.insert(qualityEvents).values({
        workplaceId: workplace.id,
        kind: enabled ? 'lockoutEnabled' : 'lockoutDisabled',
        by: actor.id,
        at: this.deps.clock.now(),
      });
    });
    return { enabled };
  }

  private async readerOf(workplace: WorkplaceRef, code: string) {
    const [reader] = await this.db
      .select({ id: readers.id, code: readers.code, family: readers.family })
      .from(readers)
      .where(and(eq(readers.workplaceId, workplace.id), eq(readers.code, code.trim().toUpperCase())));
    if (!reader) throw new AppError('NOT_FOUND');
    return reader;
  }

  /**
   * A manager lets one patient exam run on a locked reader and exam. Only where the lockout holds it: an
   * override of nothing would only muddy the record. Asking again while one waits returns that one.
   */
  async grantOverride(
    workplace: WorkplaceRef,
    actor: Actor,
    body: { readerCode: string; examId: string; reason: string },
  ): Promise<QualityOverride> {
    const reader = await this.readerOf(workplace, body.readerCode);
    const [exam] = await this.db.select(examColumns).from(exams).where(eq(exams.id, body.examId));
    if (!exam) throw new AppError('NOT_FOUND');
    const suited = readerSuitsExam(reader.family as DeviceFamily, exam.deviceFamily as DeviceFamily);
    if (!suited.ok) throw new AppError(suited.code);
    const now = this.deps.clock.now();
    const row = await standingOf(this.db, reader, exam as ExamRow, true, now);
    if (!(await lockoutEnabled(this.db, workplace.id)) || row.standing.state === 'ok')
      throw new AppError('QUALITY_OVERRIDE_NOT_NEEDED');
    if (!row.override) {
      await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(qualityOverrides)
          .values({
            workplaceId: workplace.id,
            readerId: reader.id,
            examId: exam.id,
            reason: body.reason,
            grantedBy: actor.id,
            grantedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: qualityOverrides.id });
        if (created)
          await tx.insert(qualityEvents).values({
            workplaceId: workplace.id,
            kind: 'overrideGranted',
            by: actor.id,
            at: now,
            detail: {
              overrideId: created.id,
              readerCode: reader.code,
              examCode: exam.code,
              reason: body.reason,
            },
          });
      });
    }
    const [open] = (await this.overrides(workplace, { readerId: reader.id, examId: exam.id, open: true }))
      .items;
    if (!open) throw new AppError('QUALITY_OVERRIDE_NOT_NEEDED');
    return open;
  }

  async overrides(
    workplace: WorkplaceRef,
    filter: { readerId?: string; examId?: string; open?: boolean } = {},
  ): Promise<{ items: QualityOverride[] }> {
    const where: SQL[] = [eq(qualityOverrides.workplaceId, workplace.id)];
    if (filter.readerId) where.push(eq(qualityOverrides.readerId, filter.readerId));
    if (filter.examId) where.push(eq(qualityOverrides.examId, filter.examId));
    const rows = await this.db
      .select({
        o: qualityOverrides,
        readerCode: readers.code,
        readerFamily: readers.family,
        exam: examColumns,
        grantedBy: users.name,
      })
      .from(qualityOverrides)
      .innerJoin(readers, eq(readers.id, qualityOverrides.readerId))
      .innerJoin(exams, eq(exams.id, qualityOverrides.examId))
      .innerJoin(users, eq(users.id, qualityOverrides.grantedBy))
      .where(and(...where))
      .orderBy(desc(qualityOverrides.grantedAt))
      .limit(200);
    return {
      items: rows
        .filter((r) => !filter.open || !r.o.usedAt)
        .map((r) => ({
          id: r.o.id,
          reader: { code: r.readerCode, family: r.readerFamily },
          exam: examRefOf(r.exam as ExamRow),
          reason: r.o.reason,
          grantedBy: r.grantedBy,
          grantedAt: r.o.grantedAt.toISOString(),
          usedAt: r.o.usedAt?.toISOString() ?? null,
          usedByExamRequestId: r.o.usedByExamRequestId,
        })),
    };
  }

  /** Control results of the workplace, newest first. */
  async results(
    workplace: WorkplaceRef,
    query: { kind?: 'internal' | 'external'; examId?: string; readerCode?: string; limit: number },
  ): Promise<ControlResultList> {
    const where: SQL[] = [eq(controlResults.workplaceId, workplace.id)];
    if (query.kind) where.push(eq(controlResults.kind, query.kind));
    if (query.examId) where.push(eq(controlResults.examId, query.examId));
    if (query.readerCode) where.push(eq(readers.code, query.readerCode.trim().toUpperCase()));
    const rows = await this.db
      .select({
        r: controlResults,
        readerCode: readers.code,
        readerFamily: readers.family,
        exam: examColumns,
        startedBy: users.name,
      })
      .from(controlResults)
      .innerJoin(readers, eq(readers.id, controlResults.readerId))
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .leftJoin(users, eq(users.id, controlResults.startedBy))
      .where(and(...where))
      .orderBy(desc(controlResults.startedAt))
      .limit(query.limit);
    return {
      items: rows.map((row) =>
        toControlResult(
          row.r,
          { code: row.readerCode, family: row.readerFamily },
          row.exam as ExamRow,
          row.startedBy,
        ),
      ),
    };
  }

  private seriesWhere(workplaceId: string): SQL[] {
    return [
      eq(controlResults.workplaceId, workplaceId),
      inArray(controlResults.status, [...judgedStatuses]),
      isNotNull(controlResults.targetSd),
      isNotNull(controlResults.resultAt),
      isNotNull(controlResults.value),
    ];
  }

  /** The control materials and lots with quantitative results to chart, latest first. */
  async series(workplace: WorkplaceRef) {
    const rows = await this.db
      .select({
        exam: examColumns,
        material: controlResults.material,
        lot: controlResults.lot,
        count: count(),
        lastAt: max(controlResults.resultAt),
      })
      .from(controlResults)
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .where(and(...this.seriesWhere(workplace.id)))
      .groupBy(exams.id, controlResults.material, controlResults.lot)
      .orderBy(desc(max(controlResults.resultAt)));
    return {
      items: rows.map((r) => ({
        exam: examRefOf(r.exam as ExamRow),
        material: r.material,
        lot: r.lot,
        count: Number(r.count),
        lastAt: (r.lastAt as Date | string | null) ? new Date(r.lastAt as Date).toISOString() : '',
      })),
    };
  }

  /** One material's Levey-Jennings series, judged against the target of its latest result. */
  async leveyJennings(
    workplace: WorkplaceRef,
    query: { examId: string; material: string; lot: string },
  ): Promise<LeveyJennings> {
    const rows = await this.db
      .select({ r: controlResults, readerCode: readers.code, exam: examColumns })
      .from(controlResults)
      .innerJoin(readers, eq(readers.id, controlResults.readerId))
      .innerJoin(exams, eq(exams.id, controlResults.examId))
      .where(
        and(
          ...this.seriesWhere(workplace.id),
          eq(controlResults.examId, query.examId),
          eq(controlResults.material, query.material.toUpperCase()),
          eq(controlResults.lot, query.lot),
        ),
      )
      .orderBy(asc(controlResults.resultAt), asc(controlResults.id));
    const numeric = rows.filter((row) => Number.isFinite(Number(row.r.value)));
    const latest = numeric[numeric.length - 1];
    if (!latest) throw new AppError('NOT_FOUND');
    const target = { mean: Number(latest.r.targetMean), sd: Number(latest.r.targetSd) };
    const points = leveyJennings(
      numeric.map((row) => Number(row.r.value)),
      target,
    );
    return {
      exam: examRefOf(latest.exam as ExamRow),
      material: latest.r.material,
      lot: latest.r.lot,
      analyte: latest.r.analyte,
      unit: latest.r.unit,
      target,
      limits: controlLimits(target),
      points: points.map((point, i) => ({
        resultId: numeric[i]!.r.id,
        at: numeric[i]!.r.resultAt!.toISOString(),
        sampleCode: numeric[i]!.r.sampleCode,
        readerCode: numeric[i]!.readerCode,
        value: point.value,
        z: point.z,
        violations: point.violations,
      })),
      rejected: controlRejected(points),
    };
  }
}
