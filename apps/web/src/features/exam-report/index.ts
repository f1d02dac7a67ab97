export { ExamReportFilters } from './components/exam-report-filters';
export { ExamReportResults } from './components/exam-report-results';
export { type ExamReportForm, initialForm } from './model/filters';
