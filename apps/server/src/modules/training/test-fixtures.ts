import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { trainingCourses, users } from '../../db/schema';
import { demoTrails } from '../../seed/demo-training';
import { createUser, createWorkplace } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { signIn } from '../operators/test-fixtures';

/** A user of the given status, with a workplace (sign-in needs one), signed in. */
export async function trainee(app: TestApp, status: string) {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { status, workplaceIds: [workplace.id] });
  const tokens = await signIn(app, user);
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.http.inject({ method, url, headers, ...(payload && { payload }) });
  return { user, headers, call };
}
export type Trainee = Awaited<ReturnType<typeof trainee>>;

/** The seeded demo course by code: its id and the right answers (the seed's data). */
export async function demoCourse(app: TestApp, code: string) {
  const [row] = await app.database.db
    .select({ id: trainingCourses.id })
    .from(trainingCourses)
    .where(eq(trainingCourses.code, code));
  const course = demoTrails.flatMap((t) => t.courses).find((c) => c.code === code)!;
  return {
    id: row!.id,
    right: course.quiz.map((q) => q.correct),
    options: course.quiz.map((q) => q.options.length),
  };
}

/** Answers that get every question wrong (the next option after the right one). */
export const allWrong = (course: { right: number[]; options: number[] }) =>
  course.right.map((r, i) => (r + 1) % course.options[i]!);

export async function passCourse(who: Trainee, course: { id: string; right: number[] }) {
  const res = await who.call('POST', `/training/courses/${course.id}/attempts`, { answers: course.right });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    grade: number;
    passed: boolean;
    status: string;
    statusChanged: boolean;
    wrong: number[];
  };
}

export async function statusOf(app: TestApp, userId: string): Promise<string> {
  const [row] = await app.database.db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row!.status;
}

export function expectError(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(
    [res.statusCode, (JSON.parse(res.body) as { error?: { code?: string } }).error?.code],
    res.body,
  ).toEqual([status, code]);
}
