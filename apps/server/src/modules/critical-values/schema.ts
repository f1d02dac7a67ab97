import type { CriticalNoticeAnalyte } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workplaces } from '../auth/schema';
import { examAnalytes, examRequests } from '../ordering/schema';

/** A workplace's own critical range for an analyte; it replaces the catalogue's. */
export const workplaceCriticalRanges = pgTable(
  'workplace_critical_ranges',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    analyteId: uuid('analyte_id')
      .notNull()
      .references(() => examAnalytes.id, { onDelete: 'cascade' }),
    lower: numeric('lower'),
    upper: numeric('upper'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.analyteId] })],
);

/**
 * A critical value waiting for someone to record that the patient or prescriber was told (docs/results.md,
 * "Critical values"). At most one open notice per exam: a rectify that is critical again refreshes it.
 */
export const criticalNotices = pgTable(
  'critical_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    /** The critical results as they were, with the range in force: what had to be communicated. */
    analytes: jsonb('analytes').$type<CriticalNoticeAnalyte[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    contactedParty: text('contacted_party'),
    contactedName: text('contacted_name'),
    channel: text('channel'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    readBack: boolean('read_back'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('critical_notices_open_exam').on(t.examRequestId).where(sql`${t.acknowledgedAt} is null`),
    index('critical_notices_workplace').on(t.workplaceId, t.createdAt),
  ],
);
