import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workplaces } from '../auth/schema';
import { examRequests } from '../ordering/schema';
import { readers } from '../readers/schema';
import { lots } from '../stock/schema';

// The server owns an exam request's run on a reader.

/**
 * One attempt at running an exam request on a reader. Active while ended_at is null: the partial unique
 * indexes make a reader run one exam at a time and an exam run on one reader at a time, even under races.
 * The timers of §4/§9 are computed from the stored instants, so a restart changes nothing.
 */
export const examRuns = pgTable(
  'exam_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    nfcReadAt: timestamp('nfc_read_at', { withTimezone: true }),
    capsuleCode: text('capsule_code'),
    lotNumber: text('lot_number'),
    capsuleInsertedAt: timestamp('capsule_inserted_at', { withTimezone: true }),
    step: text('step'),
    /** Since when the exam waits for the user (§9 30-minute user-action timeout); null when it does not. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    errorCode: text('error_code'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A recollect run (§3 redo flag); the exam request keeps the old capsule code. */
    redo: boolean('redo').notNull().default(false),
    /** When the current step started (§8 step timeout). */
    stepStartedAt: timestamp('step_started_at', { withTimezone: true }),
    /** The user chose to continue after an early capsule removal (§4); errors from here on go to recollect. */
    continuedAt: timestamp('continued_at', { withTimezone: true }),
    /** §9 Lens blood count: the tube 3 reagent volume the user chose, in microlitres. */
    tube3VolumeUl: integer('tube3_volume_ul'),
  },
  (t) => [
    uniqueIndex('exam_runs_active_reader').on(t.readerId).where(sql`${t.endedAt} IS NULL`),
    uniqueIndex('exam_runs_active_exam').on(t.examRequestId).where(sql`${t.endedAt} IS NULL`),
    index('exam_runs_exam').on(t.examRequestId, t.startedAt),
  ],
);

/** §4/§5: a capsule (code within its lot) is used by one exam only; the unique key settles races. */
export const capsulesUsed = pgTable(
  'capsules_used',
  {
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    capsuleCode: text('capsule_code').notNull(),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.capsuleCode] })],
);

/** The parts of a reader's result as they arrive ("part x of y"), joined and checked when all are in. */
export const examResultParts = pgTable(
  'exam_result_parts',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => examRuns.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    of: integer('of').notNull(),
    data: text('data').notNull(),
    hashcode: text('hashcode'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.part] })],
);

/** The timeline of an exam request: what the server accepted or decided, in order (§2 exam timeline). */
export const examRunEvents = pgTable(
  'exam_run_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => examRuns.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Insertion order: events of one exam are written under its row lock, so equal instants keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('exam_run_events_exam').on(t.examRequestId, t.at)],
);

/** §4: a Lens reader holds at most one reserved Flow reader, and a Flow is reserved by one Lens. */
export const flowReservations = pgTable('flow_reservations', {
  lensReaderId: uuid('lens_reader_id')
    .primaryKey()
    .references(() => readers.id, { onDelete: 'cascade' }),
  flowReaderId: uuid('flow_reader_id')
    .notNull()
    .unique()
    .references(() => readers.id, { onDelete: 'cascade' }),
  workplaceId: uuid('workplace_id')
    .notNull()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  reservedBy: uuid('reserved_by').references(() => users.id, { onDelete: 'set null' }),
  reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
});
