import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workplaces } from '../auth/schema';
import { examRequests } from '../ordering/schema';

/**
 * Every send of an exam's RNDS document (docs/rnds.md): who sent it, RNDS's answer and the id RNDS gave the
 * document, or why it failed. Kept as the record of what the health authority received.
 */
export const rndsSends = pgTable(
  'rnds_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** sent (RNDS answered 201) or failed. */
    status: text('status').notNull(),
    /** RNDS's HTTP status; null when no answer came (network, TLS or token failure). */
    httpStatus: integer('http_status'),
    /** The id in the Location header of RNDS's 201. */
    rndsId: text('rnds_id'),
    error: text('error'),
  },
  (t) => [index('rnds_sends_exam').on(t.workplaceId, t.examRequestId, t.sentAt)],
);
