import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type ErrorCode,
  type ReportPeriod,
  type RndsBundle,
  type RndsExamInput,
  type RndsProblem,
  type RndsSend,
  rndsDocumentSystem,
  rndsProblemOf,
  rndsResultDocument,
} from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { ZipFile } from '../../platform/zip-file';
import type { WorkplaceContext } from '../../request-context';
import type { RndsExamRecord, RndsSendRow } from './repository';
import type { RndsSender } from './sender';

/** Without an RNDS requester id the document is identified in Ponto's own naming system (docs/rnds.md). */
const PONTO_DOCUMENT_SYSTEM = 'https://ponto.health/fhir/sid/rnds-document';
/** More exams than one period's download carries: the period must be shortened. */
export const RNDS_PERIOD_MAX_EXAMS = 5000;

const problemErrors: Record<RndsProblem, { code: ErrorCode; field: string }> = {
  exam: { code: 'RNDS_EXAM_NOT_ACCEPTED', field: 'exam' },
  cpf: { code: 'RNDS_PATIENT_CPF_REQUIRED', field: 'patient.document' },
  sampleType: { code: 'RNDS_SAMPLE_TYPE_NOT_ACCEPTED', field: 'exam.sampleType' },
  result: { code: 'RNDS_RESULT_NOT_REPORTABLE', field: 'result' },
};

const inputOf = (record: RndsExamRecord): RndsExamInput => ({
  examCode: record.examCode,
  sampleType: record.sampleType,
  document: { type: record.documentType, country: record.documentCountry, number: record.documentNumber },
  establishment: { cnes: record.cnes, cnpj: record.cnpj },
  releasedAt: record.releasedAt.toISOString(),
  method: record.method,
  values: record.values,
});

const sendOf = (row: RndsSendRow): RndsSend => ({
  id: row.id,
  status: row.status === 'sent' ? 'sent' : 'failed',
  sentAt: row.sentAt.toISOString(),
  httpStatus: row.httpStatus,
  rndsId: row.rndsId,
  error: row.error,
});

/**
 * RNDS documents of the exams on a workplace's mandatory-notifications report: one exam's, a period's, and
 * sending one to RNDS with the server's sender, when it has one.
 */
export class RndsService {
  constructor(
    private readonly deps: {
      clock: Clock;
      sender: RndsSender | null;
      /** RNDS_REQUESTER_ID: the document identifiers' naming system; Ponto's own without it. */
      requesterId?: string | undefined;
    },
  ) {}

  get sending(): boolean {
    return this.deps.sender !== null;
  }

  private build(record: RndsExamRecord): RndsBundle {
    const system = this.deps.requesterId ? rndsDocumentSystem(this.deps.requesterId) : PONTO_DOCUMENT_SYSTEM;
    return rndsResultDocument(inputOf(record), {
      documentId: { system, value: record.examRequestId },
      newUrn: () => `urn:uuid:${crypto.randomUUID()}`,
    });
  }

  private async record({ repos }: WorkplaceContext, examRequestId: string): Promise<RndsExamRecord> {
    const record = await repos.rnds.exam(examRequestId);
    // Not on this workplace's report (another workplace's, not notifiable, not positive, not released).
    if (!record) throw new AppError('NOT_FOUND');
    const problem = rndsProblemOf(inputOf(record));
    if (problem) {
      const { code, field } = problemErrors[problem];
      throw new AppError(code, {
        fields: [{ field, messageKey: `notificationsReport:rnds.problems.${problem}` }],
      });
    }
    return record;
  }

  /** The RNDS document of one exam of the report. */
  async document(context: WorkplaceContext, examRequestId: string): Promise<RndsBundle> {
    return this.build(await this.record(context, examRequestId));
  }

  /**
   * The period's documents as a ZIP, one JSON file per exam (`<protocol>-<exam id>.json`, exactly what the
   * sender posts), newest release first. Exams RNDS does not take, or of patients without a CPF, are left
   * out: the report page marks them.
   */
  async period({ repos }: WorkplaceContext, period: ReportPeriod): Promise<Readable> {
    const records = await repos.rnds.period(period, RNDS_PERIOD_MAX_EXAMS + 1);
    if (records.length > RNDS_PERIOD_MAX_EXAMS)
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            field: 'to',
            messageKey: 'notificationsReport:rnds.periodTooLarge',
            params: { max: RNDS_PERIOD_MAX_EXAMS },
          },
        ],
      });
    const zip = new ZipFile();
    for (const record of records) {
      if (rndsProblemOf(inputOf(record)) !== null) continue;
      const json = Buffer.from(JSON.stringify(this.build(record), null, 2));
      zip.addBuffer(json, `${record.protocolNumber}-${record.examRequestId}.json`, {
        mtime: record.releasedAt,
      });
    }
    zip.end();
    return zip.outputStream as Readable;
  }

  /** Sends one exam's document to RNDS and records the answer, whatever it is. */
  async send(context: WorkplaceContext, examRequestId: string): Promise<RndsSend> {
    // The exam first: another workplace's id is 404 whether or not this server can send.
    const record = await this.record(context, examRequestId);
    const sender = this.deps.sender;
    if (!sender) throw new AppError('RNDS_NOT_CONFIGURED');
    const answer = await sender.send(this.build(record));
    const row = await context.repos.rnds.recordSend({
      examRequestId,
      sentBy: context.caller.user.id,
      sentAt: this.deps.clock.now(),
      status: answer.ok ? 'sent' : 'failed',
      httpStatus: answer.httpStatus,
      rndsId: answer.ok ? answer.rndsId : null,
      error: answer.ok ? null : answer.error,
    });
    return sendOf(row);
  }

  /** Every send of the exam, newest first. */
  async sends({ repos }: WorkplaceContext, examRequestId: string): Promise<RndsSend[]> {
    const record = await repos.rnds.exam(examRequestId);
    if (!record) throw new AppError('NOT_FOUND');
    return (await repos.rnds.sends(examRequestId)).map(sendOf);
  }
}
