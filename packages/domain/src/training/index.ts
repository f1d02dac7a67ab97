export * from './course-order';
export * from './quiz-grading';
export * from './status-after-attempt';
export * from './trail-visibility';
export * from './views';
