import type { StoredPreExamOrder } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';
import { animals, patients } from '../patients/schema';
import { storedFiles } from '../photos/schema';

export const exams = pgTable('exams', {
  id: uuid('id').primaryKey().defaultRandom(),
  index: integer('index').notNull().unique(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  deviceFamily: text('device_family').notNull(),
  kind: text('kind').notNull(),
  methodology: text('methodology').notNull(),
  sampleType: text('sample_type').notNull(),
  minimumAge: integer('minimum_age'),
  priceCents: integer('price_cents').notNull().default(0),
  /**
   * A positive result of this exam must be reported to the health authority (§2 mandatory notifications):
   * Brazil's compulsory-notification list names HIV/AIDS, syphilis, hepatitis B and COVID-19.
   */
  notifiable: boolean('notifiable').notNull().default(false),
  /**
   * §9 what the operator does at a step (antigen: 3 drops on the strip; nasal swab turned 8 to 15 times…):
   * by exam step, then by locale (pt-BR, en-US, es-ES, pt-PT).
   */
  instructions: jsonb('instructions').$type<Record<string, Record<string, string>>>().notNull().default({}),
  createdAt: createdAt(),
});

export const examAnalytes = pgTable(
  'exam_analytes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    unit: text('unit'),
    lowerLimit: numeric('lower_limit'),
    upperLimit: numeric('upper_limit'),
    qualitative: boolean('qualitative').notNull().default(false),
    /** The catalogue's critical range: a result outside it needs care now (a workplace may set its own). */
    criticalLower: numeric('critical_lower'),
    criticalUpper: numeric('critical_upper'),
  },
  (t) => [uniqueIndex('exam_analytes_code').on(t.examId, t.code)],
);

// ── What a workplace offers, vouchers, and the pre-exams of the new-exam wizard ──

/** The exams a workplace offers (§2 exam selection), with its own price and the third-party flag. */
export const workplaceExams = pgTable(
  'workplace_exams',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** The workplace's price; null keeps the catalogue price. */
    priceCents: integer('price_cents'),
    /** A third-party lab support test. */
    thirdParty: boolean('third_party').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.examId] })],
);

/** §3 quiz_form: the questionnaire of an exam (domain quizQuestionSchema[]), the same everywhere. */
export const examQuizzes = pgTable('exam_quizzes', {
  examId: uuid('exam_id')
    .primaryKey()
    .references(() => exams.id, { onDelete: 'cascade' }),
  questions: jsonb('questions').$type<unknown[]>().notNull(),
});

/** Combos: exams ordered together at one price (§3 Patient flow state 'combo'). */
export const examCombos = pgTable(
  'exam_combos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    examIndexes: integer('exam_indexes').array().notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [uniqueIndex('exam_combos_code').on(t.workplaceId, t.code)],
);

/** §5 self-collection kits: a kit exists for one exact combination of exams. */
export const selfCollectionKits = pgTable(
  'self_collection_kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    examIndexes: integer('exam_indexes').array().notNull(),
  },
  (t) => [uniqueIndex('self_collection_kits_code').on(t.workplaceId, t.code)],
);

/** §3 Voucher: workplace, exam, maximum quantity, validity, optionally one patient (normalised document). */
export const vouchers = pgTable('vouchers', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  workplaceId: uuid('workplace_id')
    .notNull()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  examIndex: integer('exam_index').notNull(),
  maxQuantity: integer('max_quantity').notNull(),
  used: integer('used').notNull().default(0),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  patientDocument: text('patient_document'),
  createdAt: createdAt(),
});

/** Protocol numbers: one counter row per workplace and year, incremented atomically. */
export const protocolCounters = pgTable(
  'protocol_counters',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.year] })],
);

/** Cohabitants registered in a row (drive-through scheduling uses them). */
export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  workplaceId: uuid('workplace_id')
    .notNull()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The attendance the wizard saves: who (patient or animal), the order as sent, and the server's prices. */
export const preExams = pgTable(
  'pre_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    protocolNumber: text('protocol_number').notNull(),
    patientId: uuid('patient_id').references(() => patients.id),
    animalId: uuid('animal_id').references(() => animals.id),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id),
    photoId: uuid('photo_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    order: jsonb('order').$type<StoredPreExamOrder>().notNull(),
    fullPriceCents: integer('full_price_cents').notNull(),
    remainderCents: integer('remainder_cents').notNull(),
    status: text('status').notNull().default('waitingForTest'),
    origin: text('origin').notNull().default('web'),
    /** §3 protocol type: attendance (default), mab, selfCollection, preRegister (domain protocolTypes). */
    protocolType: text('protocol_type').notNull().default('attendance'),
    /** §3 protocol row 'requester': the professional or company that asked for the exams, when known. */
    requester: text('requester'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** §3 external_id: the integrator's own id; the same one at the same workplace is the same pre-exam. */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pre_exams_protocol').on(t.workplaceId, t.protocolNumber),
    uniqueIndex('pre_exams_external_id').on(t.workplaceId, t.externalId),
    index('pre_exams_household').on(t.householdId),
    check('pre_exams_one_subject', sql`(${t.patientId} IS NULL) <> (${t.animalId} IS NULL)`),
  ],
);

/** One row per chosen exam of a pre-exam, each to be run on a reader. */
export const examRequests = pgTable(
  'exam_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preExamId: uuid('pre_exam_id')
      .notNull()
      .references(() => preExams.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    examIndex: integer('exam_index').notNull(),
    status: text('status').notNull().default('waitingForTest'),
    voucherCode: text('voucher_code'),
    quizForm: jsonb('quiz_form').$type<Record<string, unknown>>().notNull().default({}),
    /** §4 recollect: why, when it was asked, and the deadline after which it expires. */
    recollectReason: text('recollect_reason'),
    recollectRequestedAt: timestamp('recollect_requested_at', { withTimezone: true }),
    recollectDeadlineAt: timestamp('recollect_deadline_at', { withTimezone: true }),
    /** Set when the recollect run starts: §4 allows one recollect per exam. */
    recollectedAt: timestamp('recollected_at', { withTimezone: true }),
    /** §3 redo flag: the capsule of the first attempt, kept when the exam is recollected. */
    oldCapsuleCode: text('old_capsule_code'),
    /** §2 'rate exam' after the report: 1 to 5. */
    rating: integer('rating'),
    /** §2/§6 release: the results confirmed by the analysis role (a lab analyst where analysis is local). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id),
    /** SHA-256 of the released report's content: printed with a QR code to verify it (§3 hashcode). */
    reportHash: text('report_hash').unique(),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exam_requests_exam').on(t.preExamId, t.examIndex),
    index('exam_requests_workplace_status').on(t.workplaceId, t.status),
    // The exam report reads a workplace's exams by period, newest first, in keyset pages (§2, §5).
    index('exam_requests_workplace_created').on(t.workplaceId, t.createdAt, t.id),
    // Mandatory notifications read a workplace's released exams by release date, newest first (§2).
    index('exam_requests_workplace_released')
      .on(t.workplaceId, t.releasedAt, t.id)
      .where(sql`${t.releasedAt} IS NOT NULL`),
  ],
);
