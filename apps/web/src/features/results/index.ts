export { ReportLinks } from './components/report-links';
export { ResultRelease } from './components/result-release';
export { ResultTable } from './components/result-table';
