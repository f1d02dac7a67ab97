import { z } from 'zod';
import { userStatusSchema } from '../entities/session';
import { localisedTextSchema } from '../exam-run/views';

/** §3 trail kinds: `initial` turns a TRAINING user ACTIVE; `continued` is what PENDING/CONTINUED users owe. */
export const trailKinds = ['initial', 'continued'] as const;
export const trailKindSchema = z.enum(trailKinds);
export type TrailKind = z.infer<typeof trailKindSchema>;

/** A course opens once the earlier courses of its trail are passed. */
export const courseStatuses = ['locked', 'available', 'passed'] as const;
export const courseStatusSchema = z.enum(courseStatuses);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

const gradeSchema = z.number().int().min(0).max(100);

/** GET /training: one course of a trail as the list shows it. */
export const trainingCourseSummarySchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: localisedTextSchema,
  workloadMinutes: z.number().int().min(0),
  lessonCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  passGrade: gradeSchema,
  status: courseStatusSchema,
  /** The best grade of the user's attempts; null before the first one. */
  bestGrade: gradeSchema.nullable(),
  /** When the course was first passed (the certificate's date). */
  passedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TrainingCourseSummary = z.infer<typeof trainingCourseSummarySchema>;

export const trainingTrailViewSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: trailKindSchema,
  title: localisedTextSchema,
  description: localisedTextSchema,
  /** Percentage (0-100) of the trail's courses passed. */
  completion: z.number().int().min(0).max(100),
  /** The trail holds courses the user still owes (PENDING/CONTINUED_TRAINING): shown highlighted. */
  pending: z.boolean(),
  courses: z.array(trainingCourseSummarySchema),
});
export type TrainingTrailView = z.infer<typeof trainingTrailViewSchema>;

export const trainingOverviewSchema = z.object({
  status: userStatusSchema,
  trails: z.array(trainingTrailViewSchema),
});
export type TrainingOverview = z.infer<typeof trainingOverviewSchema>;

/** GET /training/courses/:id: lessons and the quiz, never the right answers. */
export const trainingCourseViewSchema = trainingCourseSummarySchema.extend({
  trail: z.object({ id: z.uuid(), kind: trailKindSchema, title: localisedTextSchema }),
  lessons: z.array(z.object({ title: localisedTextSchema, body: localisedTextSchema })),
  quiz: z.array(z.object({ question: localisedTextSchema, options: z.array(localisedTextSchema) })),
});
export type TrainingCourseView = z.infer<typeof trainingCourseViewSchema>;

/** An answer per question, the index of the chosen option; null (or missing) is an unanswered question. */
export const quizAttemptBodySchema = z.object({
  answers: z.array(z.number().int().min(0).max(99).nullable()).max(100),
});
export type QuizAttemptBody = z.infer<typeof quizAttemptBodySchema>;

export const quizAttemptResultSchema = z.object({
  grade: gradeSchema,
  passed: z.boolean(),
  passGrade: gradeSchema,
  /** Indexes of the questions answered wrong (the right options are not disclosed). */
  wrong: z.array(z.number().int().min(0)),
  /** The user's status after the attempt; the web reads the session again when it changed. */
  status: userStatusSchema,
  statusChanged: z.boolean(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;
