import { date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, type Localised } from '../../db/columns';
import { exams } from '../ordering/schema';

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
