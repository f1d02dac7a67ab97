import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workplaces } from '../auth/schema';
import { examRequests, exams } from '../ordering/schema';
import { readers } from '../readers/schema';

/**
 * A manager's QC override: lets one patient exam run on a reader and exam that the lockout holds. Used
 * once; the exam that used it is recorded.
 */
export const qualityOverrides = pgTable(
  'quality_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    reason: text('reason').notNull(),
    grantedBy: uuid('granted_by')
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByExamRequestId: uuid('used_by_exam_request_id').references(() => examRequests.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // At most one unused override per reader and exam.
    uniqueIndex('quality_overrides_open').on(t.readerId, t.examId).where(sql`${t.usedAt} IS NULL`),
    index('quality_overrides_workplace').on(t.workplaceId, t.grantedAt),
  ],
);

/** The quality record of a workplace: lockout turned on or off, overrides granted and used. */
export const qualityEvents = pgTable(
  'quality_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    by: uuid('by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('quality_events_workplace').on(t.workplaceId, t.at)],
);

/** §2 quality documents in folders (/qualidade/drive/{id}/{name}); the bytes live in the file store. */
export const qualityDocuments = pgTable(
  'quality_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('quality_documents_name').on(t.workplaceId, t.folder, t.name),
    index('quality_documents_folder').on(t.workplaceId, t.folder, t.uploadedAt),
  ],
);
