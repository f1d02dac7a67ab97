export * from './covid-report';
export * from './exam-report-filter';
export * from './exam-report-page';
export * from './mandatory-notifications';
export * from './report-period';
export * from './services-report';
