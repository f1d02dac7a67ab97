import { z } from 'zod';

/** §3 a course of a training trail: completion and grade. */
export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  completed: z.boolean(),
  grade: z.number().min(0).max(100).nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const trailSchema = z.object({
  id: z.string(),
  title: z.string(),
  courses: z.array(courseSchema),
});
export type Trail = z.infer<typeof trailSchema>;

export const certificateSchema = z.object({
  courseId: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  grade: z.number().min(0).max(100),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Percentage of a trail's courses completed; an empty trail has nothing done. */
export function trailCompletion(trail: Trail): number {
  if (trail.courses.length === 0) return 0;
  return Math.round((trail.courses.filter((c) => c.completed).length / trail.courses.length) * 100);
}
