export * from './exam-report-filter';
export * from './exam-report-page';
