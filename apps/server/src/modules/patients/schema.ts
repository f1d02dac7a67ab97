import type { AnonymisedRegistration, PatientRegistration } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';

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
    // COLLATE "C" (migration 0043): compared by its bytes, so that the names starting with a text are one range
    // of the name index on any server (docs/patients.md, "/pacientes — search").
    searchName: text('search_name').notNull(),
    birthDate: date('birth_date').notNull(),
    registration: jsonb('registration').$type<PatientRegistration | AnonymisedRegistration>().notNull(),
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
    // Partial: the search leaves anonymised patients out, and a condition on a column the index does not
    // hold would send the scan to every candidate's row.
    index('patients_search_name_id')
      .on(t.workplaceId, t.searchName, t.id)
      .where(sql`${t.anonymisedAt} IS NULL`),
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
