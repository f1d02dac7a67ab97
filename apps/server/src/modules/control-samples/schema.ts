import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workplaces } from '../auth/schema';
import { exams } from '../ordering/schema';
import { readers } from '../readers/schema';

/**
 * A control sample run on a reader and its result. A run starts 'running' (the reader was told to start),
 * ends 'adequate' or 'inadequate' once measured, or 'failed'/'cancelled'. CI samples are internal control,
 * EP samples external control (proficiency rounds). The provider's target is copied in at the start, so the
 * result keeps the expectations it was judged against.
 */
export const controlResults = pgTable(
  'control_results',
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
    /** 'internal' (CI) or 'external' (EP). */
    kind: text('kind').notNull(),
    sampleCode: text('sample_code').notNull(),
    /** The provider's control material (one Levey-Jennings series per exam and material lot). */
    material: text('material').notNull(),
    roundCode: text('round_code'),
    roundClosesAt: timestamp('round_closes_at', { withTimezone: true }),
    lot: text('lot').notNull(),
    lotExpiresOn: date('lot_expires_on').notNull(),
    analyte: text('analyte').notNull(),
    unit: text('unit'),
    /** Quantitative target: mean and standard deviation; the acceptable range is given by the provider. */
    targetMean: numeric('target_mean'),
    targetSd: numeric('target_sd'),
    rangeLow: numeric('range_low'),
    rangeHigh: numeric('range_high'),
    /** Qualitative target ('0' negative, '1' positive, §3 result values). */
    expectedResult: text('expected_result'),
    /** What the reader measured. */
    value: text('value'),
    status: text('status').notNull().default('running'),
    /** The Westgard rules the measurement broke (quantitative). */
    violations: text('violations').array().notNull().default(sql`'{}'`),
    errorCode: text('error_code'),
    capsuleCode: text('capsule_code'),
    capsuleLot: text('capsule_lot'),
    /** The reader's result as it arrives ("part x of y"), joined once every part is in. */
    resultParts: jsonb('result_parts')
      .$type<Array<{ part: number; of: number; data: string; hashcode: string | null }>>()
      .notNull()
      .default([]),
    step: text('step'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    nfcReadAt: timestamp('nfc_read_at', { withTimezone: true }),
    resultAt: timestamp('result_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the provider accepted the result (EP rounds are graded by the provider). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    // A reader runs one control at a time.
    uniqueIndex('control_results_reader_running').on(t.readerId).where(sql`${t.endedAt} IS NULL`),
    // §5 a sample code is used once: a failed or cancelled run may be tried again.
    uniqueIndex('control_results_sample_used')
      .on(t.sampleCode)
      .where(sql`${t.status} IN ('running', 'adequate', 'inadequate')`),
    // A capsule serves one control, like one patient exam (capsules_used).
    uniqueIndex('control_results_capsule')
      .on(t.capsuleLot, t.capsuleCode)
      .where(sql`${t.capsuleCode} IS NOT NULL`),
    index('control_results_workplace').on(t.workplaceId, t.readerId, t.examId, t.startedAt),
    index('control_results_series').on(t.workplaceId, t.examId, t.material, t.lot, t.resultAt),
  ],
);

/**
 * §4 control-sample mode: a user's session with the control-sample provider. Present while the user is in
 * the mode; the provider's token stays on the server.
 */
export const controlSampleSessions = pgTable('control_sample_sessions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerUser: text('provider_user').notNull(),
  providerToken: text('provider_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
});
