import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/schema';
import { examRuns } from '../exams-run/schema';
import { examRequests } from '../ordering/schema';

/**
 * §3 Result: one row per analyte of an exam request. Values are text (a §3 qualitative code or a decimal
 * string) so no precision is lost; the analyte's name, unit and limits are copied from the catalogue at
 * entry, so a later catalogue change never rewrites a result already given.
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    /** The reader run that measured it; null when typed (§2 external result entry). */
    runId: uuid('run_id').references(() => examRuns.id, { onDelete: 'set null' }),
    analyteCode: text('analyte_code').notNull(),
    analyteName: jsonb('analyte_name').$type<Record<string, string>>().notNull(),
    qualitative: boolean('qualitative').notNull(),
    value: text('value').notNull(),
    unit: text('unit'),
    lowerLimit: numeric('lower_limit'),
    upperLimit: numeric('upper_limit'),
    valid: boolean('valid').notNull(),
    description: text('description'),
    interferent: text('interferent'),
    methodology: text('methodology'),
    resultAt: timestamp('result_at', { withTimezone: true }).notNull(),
    processTimeSeconds: integer('process_time_seconds'),
    /** 'reader' (joined from the reader's result parts) or 'external' (typed by an operator, §2). */
    source: text('source').notNull(),
    enteredBy: uuid('entered_by').references(() => users.id),
    /** Outside the critical range in force when it was stored (or rectified). */
    critical: boolean('critical').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exam_results_analyte').on(t.examRequestId, t.analyteCode)],
);

/** §4 rectify: each change of a released result, the old value kept (the result's history). */
export const resultRevisions = pgTable(
  'result_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    analyteCode: text('analyte_code').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    reason: text('reason').notNull(),
    by: uuid('by')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('result_revisions_exam').on(t.examRequestId, t.at)],
);
