export { ReportLogoSettings } from './components/report-logo-settings';
