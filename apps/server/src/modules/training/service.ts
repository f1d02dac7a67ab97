import crypto from 'node:crypto';
import {
  gradeQuiz,
  passesQuiz,
  type QuizAttemptBody,
  type QuizAttemptResult,
  quizAnswerProblems,
  statusAfterAttempt,
  type TrailKind,
  type TrainingCourseView,
  type TrainingOverview,
  type UserStatus,
  userStatusMachine,
  visibleTrailKinds,
} from '@ponto/domain';
import { isLocale, type Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { certificatePdf } from './certificate-pdf';
import { allPassed, courseSummary, recordsByCourse, statusesOf, trailViews } from './progress';
import { type TrainingRepository, trainingRepository } from './repository';

export interface TrainingUser {
  id: string;
  status: string;
  name: string;
  document: string;
  language: string;
}

/** A status outside the machine (never written by the portal) is treated as the training area's. */
const statusOf = (status: string): UserStatus => (userStatusMachine.isState(status) ? status : 'TRAINING');

/**
 * §2 training (docs/training.md): the user's trails and courses, a course's lessons and quiz, quiz attempts
 * that move the §4 user status, and the certificate of a passed course.
 */
export class TrainingService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async overview(user: TrainingUser): Promise<TrainingOverview> {
    const repo = trainingRepository(this.deps.db);
    const status = statusOf(user.status);
    const trails = await repo.trails(visibleTrailKinds(status));
    const courses = await repo.coursesOf(trails.map((t) => t.id));
    const records = recordsByCourse(await repo.attemptsOf(user.id));
    return { status, trails: trailViews(status, trails, courses, records) };
  }

  /** The course with its trail and its status for the user; a trail the user does not see is not found. */
  private async courseFor(repo: TrainingRepository, user: { id: string; status: string }, courseId: string) {
    const found = await repo.course(courseId);
    if (!found || !visibleTrailKinds(statusOf(user.status)).includes(found.trail.kind as TrailKind))
      throw new AppError('NOT_FOUND');
    const siblings = await repo.coursesOf([found.trail.id]);
    const records = recordsByCourse(await repo.attemptsOf(user.id));
    const status = statusesOf(siblings, records)[siblings.findIndex((c) => c.id === courseId)]!;
    return { ...found, status, record: records.get(courseId) };
  }

  async course(user: TrainingUser, courseId: string): Promise<TrainingCourseView> {
    const { course, trail, status, record } = await this.courseFor(
      trainingRepository(this.deps.db),
      user,
      courseId,
    );
    if (status === 'locked') throw new AppError('TRAINING_COURSE_LOCKED');
    return {
      ...courseSummary(course, status, record),
      trail: { id: trail.id, kind: trail.kind as TrailKind, title: trail.title },
      lessons: course.lessons,
      // The right option (`correct`) stays on the server.
      quiz: course.quiz.map(({ question, options }) => ({ question, options })),
    };
  }

  /** Grades and records an attempt; the status change (if any) is in the same transaction. */
  async attempt(userId: string, courseId: string, body: QuizAttemptBody): Promise<QuizAttemptResult> {
    return this.deps.db.transaction(async (tx) => {
      const repo = trainingRepository(tx);
      const user = await repo.lockUser(userId);
      if (!user) throw new AppError('AUTH_LOGIN_EXPIRED');
      const {
        course,
        trail,
        status: courseStatus,
      } = await this.courseFor(repo, { id: userId, ...user }, courseId);
      if (courseStatus === 'locked') throw new AppError('TRAINING_COURSE_LOCKED');
      const problems = quizAnswerProblems(
        course.quiz.map((q) => q.options.length),
        body.answers,
      );
      if (problems.length > 0) throw validationError(problems);

      const { grade, wrong } = gradeQuiz(
        course.quiz.map((q) => q.correct),
        body.answers,
      );
      const passed = passesQuiz(grade, course.passGrade);
      await repo.insertAttempt({
        userId,
        courseId,
        grade,
        passed,
        answers: body.answers as number[],
        at: this.deps.clock.now(),
      });

      const before = statusOf(user.status);
      const trails = await repo.trails(['initial', 'continued']);
      const courses = await repo.coursesOf(trails.map((t) => t.id));
      const records = recordsByCourse(await repo.attemptsOf(userId));
      const after = statusAfterAttempt({
        status: before,
        kind: trail.kind as TrailKind,
        initialAllPassed: allPassed('initial', trails, courses, records),
        continuedAllPassed: allPassed('continued', trails, courses, records),
      });
      if (after !== before) await repo.setStatus(userId, after, user.status);
      return {
        grade,
        passed,
        passGrade: course.passGrade,
        wrong,
        status: after,
        statusChanged: after !== before,
      };
    });
  }

  /** The certificate of a passed course as a PDF, in `lang` or the user's language. */
  async certificate(user: TrainingUser, courseId: string, lang: string | undefined) {
    const { course, trail, record } = await this.courseFor(trainingRepository(this.deps.db), user, courseId);
    const firstPass = record?.firstPass;
    if (!firstPass || record.bestGrade === null) throw new AppError('CERTIFICATE_NOT_AVAILABLE');
    const locale: Locale = lang && isLocale(lang) ? lang : isLocale(user.language) ? user.language : 'pt-BR';
    const document = certificatePdf({
      locale,
      userName: user.name,
      userDocument: user.document,
      courseTitle: course.title,
      trailTitle: trail.title,
      workloadMinutes: course.workloadMinutes,
      grade: record.bestGrade,
      passedAt: firstPass.at,
      verificationCode: verificationCode(firstPass.id),
    });
    return { document, filename: `certificado-${course.code}.pdf` };
  }
}

/** A short code derived from the first passing attempt: it names that attempt without exposing its id. */
export function verificationCode(attemptId: string): string {
  const hex = crypto.createHash('sha256').update(`training-certificate:${attemptId}`).digest('hex');
  return hex.slice(0, 12).toUpperCase().match(/.{4}/g)!.join('-');
}
