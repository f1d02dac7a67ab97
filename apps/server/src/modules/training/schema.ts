import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, type Localised } from '../../db/columns';
import { users } from '../auth/schema';

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
