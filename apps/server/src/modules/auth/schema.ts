import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { createdAt } from '../../db/columns';

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
