import type { CriticalNoticeAnalyte } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const workplaces = pgTable('workplaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  cnpj: text('cnpj').notNull().unique(),
  name: text('name').notNull(),
  permissions: text('permissions').array().notNull().default(sql`'{}'`),
  group: text('group'),
  modules: text('modules').array().notNull().default(sql`'{}'`),
  services: text('services').array().notNull().default(sql`'{}'`),
  parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
  classification: text('classification').notNull().default('CLINIC'),
  contracted: boolean('contracted').notNull().default(false),
  /**
   * QC lockout: patient exams need a current, passed internal control of their reader and exam.
   * A workplace setting its manager turns on (docs/quality.md); every change is kept in quality_events.
   */
  qualityLockout: boolean('quality_lockout').notNull().default(false),
  /** The zone its clocks read: report times are printed and shown in it, with its name beside them. */
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  createdAt: createdAt(),
});

/** A workplace's logo on its reports (a PNG or JPEG data: URL), apart so that loading a workplace stays light. */
export const workplaceReportLogos = pgTable('workplace_report_logos', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  image: text('image').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  document: text('document').notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  roles: text('roles').array().notNull().default(sql`'{operator}'`),
  labAnalyst: boolean('lab_analyst').notNull().default(false),
  stockView: boolean('stock_view').notNull().default(false),
  selfCollection: boolean('self_collection').notNull().default(false),
  restricted: boolean('restricted').notNull().default(false),
  suspended: boolean('suspended').notNull().default(false),
  language: text('language').notNull().default('pt-BR'),
  lastWorkplaceId: uuid('last_workplace_id').references(() => workplaces.id, { onDelete: 'set null' }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** §3 Operator council data, printed on result sheets (§5: acronym, state and number are required there). */
  councilAcronym: text('council_acronym'),
  councilState: text('council_state'),
  councilNumber: text('council_number'),
  profession: text('profession'),
  /** §3 Operator birth date and sex; §2 profile personal data. */
  birthDate: date('birth_date'),
  sex: text('sex'),
  /** §2 profile address (domain Address shape). */
  address: jsonb('address').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

export const userWorkplaces = pgTable(
  'user_workplaces',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workplaceId] }),
    index('user_workplaces_workplace').on(t.workplaceId),
  ],
);

/** §2 NPS survey answers (0 to 10); a null score is 'not now', which postpones the question. */
export const npsResponses = pgTable(
  'nps_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id').references(() => workplaces.id, { onDelete: 'set null' }),
    score: integer('score'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('nps_responses_user').on(t.userId, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Idle limit: the session's last sign of life (sign-in, renewal, an authenticated call), kept
     * on the family's live token; a renewal after SESSION_IDLE_MS of silence is refused.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash').on(t.tokenHash), index('refresh_tokens_family').on(t.familyId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    channel: text('channel').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash').on(t.tokenHash),
    index('password_reset_user').on(t.userId),
  ],
);

/** Transactional outbox: e-mail and SMS are written with the change that causes them and sent by a job. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_due').on(t.status, t.nextAttemptAt)],
);

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

export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    lotNumber: text('lot_number').notNull(),
    internalLot: text('internal_lot').notNull(),
    manufacturedOn: date('manufactured_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** Capsules on hand; every change is a stock_movements row in the same transaction. */
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lots_workplace_number').on(t.workplaceId, t.lotNumber),
    index('lots_workplace_exam').on(t.workplaceId, t.examId),
    // Stock never goes negative, whatever the code above it does.
    check('lots_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * The device registry: every reader that exists, with the hash of its device secret. A reader belongs to
 * a workplace once registered there by its code (§5); its last status message is kept for the portal.
 */
export const readers = pgTable(
  'readers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    family: text('family').notNull(),
    workplaceId: uuid('workplace_id').references(() => workplaces.id, { onDelete: 'set null' }),
    secretHash: text('secret_hash'),
    virtual: boolean('virtual').notNull().default(false),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    status: jsonb('status').$type<Record<string, unknown>>(),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('readers_workplace').on(t.workplaceId)],
);

/** Every message a reader published on its events topic, once: QoS 1 redeliveries are dropped by id. */
export const readerEvents = pgTable(
  'reader_events',
  {
    id: uuid('id').primaryKey(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The reader's own order (protocol `order`): its run since power-on and the event's number in it. */
    orderBoot: uuid('order_boot'),
    orderSeq: integer('order_seq'),
    /** Null while the event waits for its predecessor or for a retry; set once its handlers committed. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Handler failures so far; an event that keeps failing is set aside so it cannot block its reader. */
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [
    index('reader_events_reader').on(t.readerId, t.receivedAt),
    index('reader_events_order').on(t.readerId, t.orderBoot, t.orderSeq),
    index('reader_events_waiting').on(t.readerId).where(sql`${t.handledAt} IS NULL`),
  ],
);

export const calibrations = pgTable(
  'calibrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** §4: the calibration capsule must go in before this (2 minutes after Calibrate). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    capsuleInsertedAt: timestamp('capsule_inserted_at', { withTimezone: true }),
    outcome: text('outcome').notNull().default('pending'),
    errorCode: text('error_code'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('calibrations_reader').on(t.readerId, t.requestedAt),
    index('calibrations_pending').on(t.outcome, t.deadlineAt),
  ],
);

/**
 * Patients belong to the workplace that registered them: another workplace does not see them (LGPD/GDPR
 * data minimisation). The registration (patient and guardian, validated by the domain) is kept whole;
 * the columns beside it serve look-ups by document and searches by name.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    documentCountry: text('document_country').notNull(),
    fullName: text('full_name').notNull(),
    searchName: text('search_name').notNull(),
    birthDate: date('birth_date').notNull(),
    registration: jsonb('registration').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the patient's identifying data was erased on request (docs/patient-data-rights.md):
     * the row stays for the exam results the law keeps, with what the domain's anonymisePatient leaves.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    anonymisedBy: uuid('anonymised_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('patients_document').on(t.workplaceId, t.documentType, t.documentNumber, t.documentCountry),
    // Search pages by name: the ids of a page come from this index alone (an index-only scan checks the
    // name on the index entries), then only those rows are read (docs/performance.md, "Patient search").
    index('patients_search_name_id').on(t.workplaceId, t.searchName, t.id),
    // Search is "name contains" or "document starts with" (at least 3 characters, §9): trigram indexes
    // answer rare terms without reading the workplace's every patient.
    index('patients_search_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('patients_document_number_trgm').using('gin', sql`${t.documentNumber} gin_trgm_ops`),
  ],
);

/** §3 veterinary patients of VET workplaces; every field is optional, so the record is kept whole. */
export const animals = pgTable(
  'animals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull(),
    tutorDocument: text('tutor_document'),
    animal: jsonb('animal').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the tutor's identifying data was erased on request (docs/patient-data-rights.md):
     * the row stays for the exam results the law keeps, with what the domain's anonymiseAnimal leaves.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    anonymisedBy: uuid('anonymised_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('animals_search').on(t.workplaceId, t.searchName)],
);

/**
 * Files kept for a workplace (patient photos now; documents, reports and attachments later). The bytes
 * live in the file store (a folder under DATA_DIR by default, outside the web root); this row says whose
 * they are, what they are (type checked from the content) and how big.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_workplace').on(t.workplaceId, t.purpose)],
);

// ── Ordering: what a workplace offers, vouchers, and the pre-exams of the new-exam wizard ──

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
    order: jsonb('order').$type<Record<string, unknown>>().notNull(),
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

// ── Running exams: the server owns an exam request's run on a reader ──

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

/** §4 capsule nullification: a nullified capsule (code within its lot) cannot be used and is not billed. */
export const nullifiedCapsules = pgTable(
  'nullified_capsules',
  {
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    capsuleCode: text('capsule_code').notNull(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** How the code was given: 'qr' (camera scan) or 'typed'. */
    method: text('method').notNull(),
    nullifiedBy: uuid('nullified_by').references(() => users.id, { onDelete: 'set null' }),
    nullifiedAt: timestamp('nullified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.capsuleCode] }),
    index('nullified_capsules_workplace').on(t.workplaceId, t.nullifiedAt),
  ],
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

/**
 * Webhooks: an integrator's endpoint at a workplace, the events it takes and the secret its
 * deliveries are signed with (Standard Webhooks, `whsec_` + base64). Disabled on 410 or by hand.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_workplace').on(t.workplaceId)],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction of the change, then
 * delivered at least once by the worker (attempts, backoff, the last answer), and kept as the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The webhook-id header: the same on every attempt, so the receiver can drop duplicates. */
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, delivered, failed (gave up), cancelled (endpoint disabled). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
  ],
);

/**
 * Every change to a lot's quantity, in the transaction that makes it: arrival (confirm arrival by
 * invoice), examStart (the NFC read of a started exam), nullified (written off, not billed), transferOut /
 * transferIn (between workplaces of one network). `delta` is signed.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    examRequestId: uuid('exam_request_id').references(() => examRequests.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transferId: uuid('transfer_id').references(() => stockTransfers.id, { onDelete: 'set null' }),
    capsuleCode: text('capsule_code'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_movements_lot').on(t.lotId, t.at),
    index('stock_movements_workplace').on(t.workplaceId, t.at),
    index('stock_movements_exam').on(t.examRequestId),
  ],
);

/** §3 Order: products for a workplace, moved through the §4 order status by the workplace and the distributor. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order number people read and quote (shown zero-padded). */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('inAnalysis'),
    /** Domain Address shape. */
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown>>().notNull(),
    notes: text('notes'),
    forecastOn: date('forecast_on'),
    sentOn: date('sent_on'),
    deliveredOn: date('delivered_on'),
    /** The shipping invoice number; confirm arrival finds the order by it. */
    invoice: text('invoice'),
    /** The payment ticket (boleto) line or the payment invoice number, when billed. */
    paymentReference: text('payment_reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_workplace').on(t.workplaceId, t.createdAt),
    uniqueIndex('orders_workplace_invoice').on(t.workplaceId, t.invoice),
  ],
);

/** §3 order products: how many capsules of each exam. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.examId] }),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The lots the distributor shipped with the order's invoice; confirm arrival adds them to the stock. */
export const orderShipmentLots = pgTable(
  'order_shipment_lots',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    lotNumber: text('lot_number').notNull(),
    internalLot: text('internal_lot'),
    manufacturedOn: date('manufactured_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lotNumber] }),
    check('order_shipment_lots_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of an order: who (a workplace user or the distributor), when, from and to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.at)],
);

/** Capsules of one lot moved from one workplace to another of the same network (group). */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromWorkplaceId: uuid('from_workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    toWorkplaceId: uuid('to_workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    lotNumber: text('lot_number').notNull(),
    quantity: integer('quantity').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_transfers_from').on(t.fromWorkplaceId, t.at),
    index('stock_transfers_to').on(t.toWorkplaceId, t.at),
    check('stock_transfers_quantity', sql`${t.quantity} > 0`),
  ],
);

/** A localised text: by locale (pt-BR, en-US, es-ES, pt-PT). */
type Localised = Record<string, string>;

/**
 * Leaflets (§2, §9): the instructions for use and tutorial of a product, selected by the 3 digits
 * before the last 6 of a lot code. Content is by locale; the provider publishes new versions.
 */
export const leaflets = pgTable('leaflets', {
  code: text('code').primaryKey(),
  examId: uuid('exam_id')
    .notNull()
    .references(() => exams.id),
  version: text('version').notNull(),
  publishedOn: date('published_on').notNull(),
  /** Instructions for use: sections with a heading and a body, by locale. */
  sections: jsonb('sections').$type<Array<{ heading: Localised; body: Localised }>>().notNull(),
  /** The tutorial: ordered steps, by locale. */
  tutorial: jsonb('tutorial').$type<Array<{ title: Localised; body: Localised }>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Training (§2, §3, §4): trails of courses. `initial` trails turn a TRAINING user ACTIVE once every
 * course is passed; `continued` trails are the courses a PENDING/CONTINUED_TRAINING user still owes.
 */
export const trainingTrails = pgTable('training_trails', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
  title: jsonb('title').$type<Localised>().notNull(),
  description: jsonb('description').$type<Localised>().notNull(),
  position: integer('position').notNull(),
  createdAt: createdAt(),
});

export const trainingCourses = pgTable(
  'training_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trailId: uuid('trail_id')
      .notNull()
      .references(() => trainingTrails.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    title: jsonb('title').$type<Localised>().notNull(),
    position: integer('position').notNull(),
    /** The grade (0-100) that passes the course's quiz. */
    passGrade: integer('pass_grade').notNull(),
    workloadMinutes: integer('workload_minutes').notNull(),
    lessons: jsonb('lessons').$type<Array<{ title: Localised; body: Localised }>>().notNull(),
    /** Questions with their options; `correct` is the index of the right option (never sent to the browser). */
    quiz: jsonb('quiz')
      .$type<Array<{ question: Localised; options: Localised[]; correct: number }>>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('training_courses_trail').on(t.trailId, t.position)],
);

/** Every quiz attempt, kept (a grade is the best passed one); the certificate is of the first pass. */
export const trainingAttempts = pgTable(
  'training_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    grade: integer('grade').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('training_attempts_user').on(t.userId, t.courseId),
    check('training_attempts_grade', sql`${t.grade} between 0 and 100`),
  ],
);

// ── Quality (§2 quality, §3 control sample, §4 control-sample mode, §9 quality intervals) ──

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

// ── Agenda (§2 agenda, §7 schedule calls) ──

/** A booking of a workplace's agenda: when, for how long, for whom; edited in place, deleted for good. */
export const scheduleBookings = pgTable(
  'schedule_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    patientName: text('patient_name').notNull(),
    phone: text('phone'),
    location: text('location'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('schedule_bookings_workplace').on(t.workplaceId, t.startsAt),
    check('schedule_bookings_duration', sql`${t.durationMinutes} between 5 and 240`),
  ],
);

// ── Rate limits shared by every process of a deployment ──

/** One window of @fastify/rate-limit: calls counted per deployment, route and client until resetAt. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset').on(t.resetAt)],
);

// ── Drive-through slots (§7 totem calls, §9 drive-through) ──

/** A drive-through lane of a workplace with its opening hours, kept on the wall clock of its zone. */
export const driveThroughPlaces = pgTable(
  'drive_through_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('drive_through_places_name').on(t.workplaceId, t.name)],
);

/**
 * Times a wizard took for one household: held until expiresAt, each confirmed when a cohabitant's
 * registration is saved (which also moves expiresAt on).
 */
export const driveThroughHolds = pgTable('drive_through_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  workplaceId: uuid('workplace_id')
    .notNull()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  placeId: uuid('place_id')
    .notNull()
    .references(() => driveThroughPlaces.id, { onDelete: 'cascade' }),
  householdId: uuid('household_id').references(() => households.id),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** One taken time of a place: the unique (place, start) is what lets only one of two operators win it. */
export const driveThroughSlots = pgTable(
  'drive_through_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => driveThroughPlaces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => driveThroughHolds.id, { onDelete: 'cascade' }),
    preExamId: uuid('pre_exam_id').references(() => preExams.id, { onDelete: 'cascade' }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drive_through_slots_time').on(t.placeId, t.startsAt),
    index('drive_through_slots_hold').on(t.holdId, t.startsAt),
  ],
);

// ── Support chat (§2 support chat) ──

/** A conversation an operator opened with support from a workplace; support users answer from the queue. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the operator was looking at, e.g. the §8 error that advised contacting support. */
    context: jsonb('context').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('open'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** Until when each side has read (unread counts are the other side's messages after it). */
    operatorReadAt: timestamp('operator_read_at', { withTimezone: true }),
    supportReadAt: timestamp('support_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_conversations_opener').on(t.openedBy, t.workplaceId, t.lastMessageAt),
    index('support_conversations_queue').on(t.status, t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order messages were written in, even within one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'operator' or 'support'. */
    side: text('side').notNull(),
    body: text('body').notNull().default(''),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_messages_conversation').on(t.conversationId, t.seq)],
);

/**
 * The audit trail (docs/audit.md): append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and
 * hash-chained per workplace, each entry's hash covering the one before it, so an edit or a removal breaks
 * the chain where it happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `workplace:<id>`, or `global` for what has no workplace (a failed sign-in). */
    chain: text('chain').notNull(),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    workplaceId: uuid('workplace_id'),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_chain_seq').on(t.chain, t.seq),
    index('audit_log_workplace_at').on(t.workplaceId, t.at),
  ],
);
