export { ExamProgress } from './components/exam-progress';
export { ExamsPanel } from './components/exams-panel';
