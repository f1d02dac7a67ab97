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
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import { type ExamRow, standingOf, todayOf, workplaceStandings } from './standing';
import { examRefOf, toControlResult } from './views';

/** Quality control (docs/quality.md): internal-control schedule, lockout, overrides, results. */
export class QualityService {
  constructor(private readonly deps: { clock: Clock }) {}

  async internalControl({ repos }: WorkplaceContext): Promise<InternalControlOverview> {
    const now = this.deps.clock.now();
    const rows = await workplaceStandings(repos.qualityStandings, now);
    return {
      lockoutEnabled: await repos.qualityStandings.lockoutEnabled(),
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
  async setLockout(
    { caller, transaction }: WorkplaceContext,
    enabled: boolean,
  ): Promise<{ enabled: boolean }> {
    await transaction(async ({ quality }) => {
      if ((await quality.lockLockout()) === enabled) return;
      await quality.setLockout(enabled);
      await quality.insertEvent({
        kind: enabled ? 'lockoutEnabled' : 'lockoutDisabled',
        by: caller.user.id,
        at: this.deps.clock.now(),
      });
    });
    return { enabled };
  }

  private async readerOf({ repos }: WorkplaceContext, code: string) {
    const reader = await repos.quality.reader(code);
    if (!reader) throw new AppError('NOT_FOUND');
    return reader;
  }

  /**
   * A manager lets one patient exam run on a locked reader and exam. Only where the lockout holds it: an
   * override of nothing would only muddy the record. Asking again while one waits returns that one.
   */
  async grantOverride(
    context: WorkplaceContext,
    body: { readerCode: string; examId: string; reason: string },
  ): Promise<QualityOverride> {
    const { caller, repos, transaction } = context;
    const reader = await this.readerOf(context, body.readerCode);
    const exam = await repos.quality.exam(body.examId);
    if (!exam) throw new AppError('NOT_FOUND');
    const suited = readerSuitsExam(reader.family as DeviceFamily, exam.deviceFamily as DeviceFamily);
    if (!suited.ok) throw new AppError(suited.code);
    const now = this.deps.clock.now();
    const row = await standingOf(repos.qualityStandings, reader, exam as ExamRow, true, now);
    if (!(await repos.qualityStandings.lockoutEnabled()) || row.standing.state === 'ok')
      throw new AppError('QUALITY_OVERRIDE_NOT_NEEDED');
    if (!row.override) {
      await transaction(async ({ quality }) => {
        const created = await quality.insertOverride({
          readerId: reader.id,
          examId: exam.id,
          reason: body.reason,
          grantedBy: caller.user.id,
          grantedAt: now,
        });
        if (created)
          await quality.insertEvent({
            kind: 'overrideGranted',
            by: caller.user.id,
            at: now,
            detail: {
              overrideId: created,
              readerCode: reader.code,
              examCode: exam.code,
              reason: body.reason,
            },
          });
      });
    }
    const [open] = (await this.overrides(context, { readerId: reader.id, examId: exam.id, open: true }))
      .items;
    if (!open) throw new AppError('QUALITY_OVERRIDE_NOT_NEEDED');
    return open;
  }

  async overrides(
    { repos }: WorkplaceContext,
    filter: { readerId?: string; examId?: string; open?: boolean } = {},
  ): Promise<{ items: QualityOverride[] }> {
    const rows = await repos.quality.overrides(filter);
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
    { repos }: WorkplaceContext,
    query: { kind?: 'internal' | 'external'; examId?: string; readerCode?: string; limit: number },
  ): Promise<ControlResultList> {
    const rows = await repos.quality.results(query);
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

  /** The control materials and lots with quantitative results to chart, latest first. */
  async series({ repos }: WorkplaceContext) {
    const rows = await repos.quality.series();
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
    { repos }: WorkplaceContext,
    query: { examId: string; material: string; lot: string },
  ): Promise<LeveyJennings> {
    const rows = await repos.quality.seriesResults({
      ...query,
      material: query.material.toUpperCase(),
    });
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
