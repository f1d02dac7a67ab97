import { type ExamState, formatCnpj, localised, type RecallColumn, recallColumns } from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import { translator } from '../../platform/i18n';
import { CSV_BOM, csvRecord } from '../exam-report/csv';
import { RecallRepository } from './recall-repository';
import type { Recall } from './schemas';

/** Dates in the CSV as the exam report writes them: São Paulo's wall clock, 'YYYY-MM-DD HH:MM'. */
const csvInstant = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Lot recall: every exam that used a capsule of a lot, and the lot's nullified capsules, at every
 * workplace the user is linked to (a recall concerns the lot wherever it went: transfers keep its number).
 * The lot number is matched whatever its case, as people type it from the box.
 */
export class RecallService {
  constructor(private readonly deps: { db: Db }) {}

  async recall(userId: string, lotNumber: string): Promise<Recall> {
    const lots = new RecallRepository(this.deps.db);
    const used = await lots.recalledExams(userId, lotNumber);
    const nullified = await lots.recalledNullified(userId, lotNumber);
    return {
      lot: lotNumber,
      exams: used.map((r) => ({
        examRequestId: r.examRequestId,
        protocolNumber: r.protocolNumber,
        patientName: r.patientName,
        examCode: r.examCode,
        examName: r.examName,
        capsuleCode: r.capsuleCode,
        usedAt: r.usedAt.toISOString(),
        state: r.state as ExamState,
        workplace: { cnpj: r.cnpj, name: r.workplaceName },
        operator: r.operator ?? null,
      })),
      nullified: nullified.map((r) => ({
        capsuleCode: r.capsuleCode,
        nullifiedAt: r.nullifiedAt.toISOString(),
        by: r.by ?? null,
        workplace: { cnpj: r.cnpj, name: r.workplaceName },
      })),
    };
  }

  /**
   * The recall list as CSV (UTF-8 with BOM, RFC 4180, formula-safe fields): the header and the exam states
   * in `lang`. A lot's exams are bounded by its capsules, so the file is built whole.
   */
  async csv(userId: string, lotNumber: string, lang: Locale): Promise<{ body: string; filename: string }> {
    const t = translator(lang);
    const { exams: rows } = await this.recall(userId, lotNumber);
    const cell = (row: Recall['exams'][number], column: RecallColumn): string => {
      switch (column) {
        case 'usedAt':
          return csvInstant.format(new Date(row.usedAt));
        case 'workplace':
          return `${row.workplace.name} (${formatCnpj(row.workplace.cnpj)})`;
        case 'exam':
          return localised(row.examName, lang);
        case 'state':
          return t(`domain:examState.${row.state}`);
        case 'operator':
          return row.operator ?? '';
        default:
          return row[column];
      }
    };
    const header = csvRecord(recallColumns.map((column) => t(`stock:recall.columns.${column}`)));
    const lines = rows.map((row) => csvRecord(recallColumns.map((column) => cell(row, column))));
    return {
      body: CSV_BOM + header + lines.join(''),
      filename: `${t('stock:recall.fileName')}-${lotNumber.replace(/[^A-Za-z0-9-]/g, '')}.csv`,
    };
  }
}
