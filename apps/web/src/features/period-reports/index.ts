export { CovidResults } from './components/covid-results';
export { NotificationsResults } from './components/notifications-results';
export { PeriodReportPage } from './components/period-report-page';
export { ServicesResults } from './components/services-results';
