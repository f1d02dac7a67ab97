export { CoursePage } from './components/course-page';
export { TrainingOverview } from './components/training-overview';
export { TrainingRequiredNotice } from './components/training-required-notice';
