import type { CourseStatus, TrainingCourseSummary } from '@ponto/domain';

/** A course status in words and a colour that passes contrast with white text (never the colour alone). */
export function courseStatusBadge(status: CourseStatus): { key: string; color: string } {
  switch (status) {
    case 'passed':
      return { key: 'status.passed', color: 'teal.9' };
    case 'available':
      return { key: 'status.available', color: 'blue.9' };
    case 'locked':
      return { key: 'status.locked', color: 'gray.8' };
  }
}

/** What the course row offers: open (or review) unless locked; a certificate once passed. */
export function courseActions(course: Pick<TrainingCourseSummary, 'status'>) {
  return {
    open: course.status !== 'locked',
    review: course.status === 'passed',
    certificate: course.status === 'passed',
  };
}
