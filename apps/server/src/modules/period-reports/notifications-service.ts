import {
  type MandatoryNotificationsPage,
  mandatoryNotificationCells,
  mandatoryNotificationColumns,
  type ReportPeriod,
  rndsProblemOf,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import { translator } from '../../platform/i18n';
import { decodeCursor, encodeCursor, pgTimestampPattern } from '../../platform/keyset-cursor';
import type { WorkplaceContext } from '../../request-context';
import { type CsvFile, csvFile } from './csv-file';
import { notificationRowOf, notificationWords } from './notification-row';
import type { NotificationPosition, NotificationRecord } from './notifications-repository';

/** Lines of one 'load more' page (§9 list pagination). */
export const NOTIFICATIONS_PAGE_LINES = 50;
/** Lines read per query while the CSV streams. */
const CSV_BATCH_LINES = 1000;

const positionParts = {
  at: pgTimestampPattern,
  id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  // An analyte code; no control character (PostgreSQL refuses NUL).
  analyte: /^\P{Cc}{1,100}$/u,
};

function positionIn(cursor: string): NotificationPosition {
  return decodeCursor(cursor, positionParts);
}

const positionOf = (line: NotificationRecord): NotificationPosition => ({
  at: line.cursorAt,
  id: line.examRequestId,
  analyte: line.analyteCode,
});

/** The line's exam is one RNDS takes, of a patient RNDS can identify (the line's result is a positive). */
const hasRndsDocument = (line: NotificationRecord): boolean =>
  rndsProblemOf({
    examCode: line.examCode,
    sampleType: line.sampleType,
    document: { type: line.documentType, country: line.documentCountry, number: '' },
    establishment: { cnes: null, cnpj: line.taxId },
    releasedAt: '',
    method: line.method,
    values: [line.value],
  }) === null;

/**
 * §2 mandatory notifications (/notificacoes-compulsorias) of one workplace: the §3 notification fields of
 * each positive released result of a notifiable exam in the period, page by page or as a streamed CSV.
 */
export class NotificationsService {
  /** `rndsSending`: the server has the RNDS_ settings, so a manager may send a document from the page. */
  constructor(private readonly options: { rndsSending: boolean } = { rndsSending: false }) {}

  async page(
    { repos }: WorkplaceContext,
    period: ReportPeriod,
    options: { cursor?: string | undefined; lang: Locale },
  ): Promise<MandatoryNotificationsPage> {
    const after = options.cursor ? positionIn(options.cursor) : undefined;
    const lines = await repos.notifications.lines(period, { after, limit: NOTIFICATIONS_PAGE_LINES + 1 });
    const page = lines.slice(0, NOTIFICATIONS_PAGE_LINES);
    const words = notificationWords(options.lang, translator(options.lang));
    const last = page.at(-1);
    const sends = await repos.rnds.lastSends(page.map((line) => line.examRequestId));
    return {
      items: page.map((line) => {
        const send = sends.get(line.examRequestId);
        return {
          examRequestId: line.examRequestId,
          row: notificationRowOf(line, words),
          rndsDocument: hasRndsDocument(line),
          rndsLastSend: send
            ? {
                status: send.status === 'sent' ? ('sent' as const) : ('failed' as const),
                sentAt: send.sentAt.toISOString(),
                rndsId: send.rndsId,
                error: send.error,
              }
            : null,
        };
      }),
      nextCursor: lines.length > NOTIFICATIONS_PAGE_LINES && last ? encodeCursor(positionOf(last)) : null,
      rndsSending: this.options.rndsSending,
    };
  }

  /** Every notification of the period, read in keyset batches as the client takes them. */
  csv({ repos }: WorkplaceContext, period: ReportPeriod, lang: Locale): CsvFile {
    const t = translator(lang);
    const words = notificationWords(lang, t);
    const repo = repos.notifications;
    async function* batches() {
      let after: NotificationPosition | undefined;
      for (;;) {
        const lines = await repo.lines(period, { after, limit: CSV_BATCH_LINES });
        yield lines.map((line) => mandatoryNotificationCells(notificationRowOf(line, words)));
        const last = lines.at(-1);
        if (lines.length < CSV_BATCH_LINES || !last) return;
        after = positionOf(last);
      }
    }
    return csvFile(
      `${t('notificationsReport:fileName')}-${period.from}_${period.to}.csv`,
      mandatoryNotificationColumns.map((column) => t(`notificationsReport:columns.${column}`)),
      batches,
    );
  }
}
