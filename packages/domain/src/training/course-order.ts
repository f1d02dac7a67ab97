import type { CourseStatus } from './views';

/**
 * The status of each course of a trail, in trail order: a passed course stays passed; the others open only
 * when every earlier course is passed, so a trail is taken in order.
 */
export function courseStatusesInOrder(passed: readonly boolean[]): CourseStatus[] {
  let earlierAllPassed = true;
  return passed.map((isPassed) => {
    const status: CourseStatus = isPassed ? 'passed' : earlierAllPassed ? 'available' : 'locked';
    earlierAllPassed &&= isPassed;
    return status;
  });
}

/** Percentage (0-100, rounded) of a trail's courses passed; an empty trail has nothing done. */
export function trailCompletionPercent(statuses: readonly CourseStatus[]): number {
  if (statuses.length === 0) return 0;
  return Math.round((statuses.filter((s) => s === 'passed').length / statuses.length) * 100);
}
