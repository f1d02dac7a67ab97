export { LicencesTable } from './components/licences-table';
