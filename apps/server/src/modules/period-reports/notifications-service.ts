import {
  type MandatoryNotificationsPage,
  mandatoryNotificationCells,
  mandatoryNotificationColumns,
  type ReportPeriod,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import { translator } from '../../platform/i18n';
import { decodeCursor, encodeCursor, pgTimestampPattern } from '../../platform/keyset-cursor';
import { type CsvFile, csvFile } from './csv-file';
import { notificationRowOf, notificationWords } from './notification-row';
import {
  type NotificationPosition,
  type NotificationRecord,
  NotificationsRepository,
} from './notifications-repository';

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

/**
 * §2 mandatory notifications (/notificacoes-compulsorias) of one workplace: the §3 notification fields of
 * each positive released result of a notifiable exam in the period, page by page or as a streamed CSV.
 */
export class NotificationsService {
  private readonly repo: NotificationsRepository;

  constructor(db: Db) {
    this.repo = new NotificationsRepository(db);
  }

  async page(
    workplace: { id: string },
    period: ReportPeriod,
    options: { cursor?: string | undefined; lang: Locale },
  ): Promise<MandatoryNotificationsPage> {
    const after = options.cursor ? positionIn(options.cursor) : undefined;
    const lines = await this.repo.lines(workplace.id, period, { after, limit: NOTIFICATIONS_PAGE_LINES + 1 });
    const page = lines.slice(0, NOTIFICATIONS_PAGE_LINES);
    const words = notificationWords(options.lang, translator(options.lang));
    const last = page.at(-1);
    return {
      items: page.map((line) => ({ examRequestId: line.examRequestId, row: notificationRowOf(line, words) })),
      nextCursor: lines.length > NOTIFICATIONS_PAGE_LINES && last ? encodeCursor(positionOf(last)) : null,
    };
  }

  /** Every notification of the period, read in keyset batches as the client takes them. */
  csv(workplace: { id: string }, period: ReportPeriod, lang: Locale): CsvFile {
    const t = translator(lang);
    const words = notificationWords(lang, t);
    const repo = this.repo;
    async function* batches() {
      let after: NotificationPosition | undefined;
      for (;;) {
        const lines = await repo.lines(workplace.id, period, { after, limit: CSV_BATCH_LINES });
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
