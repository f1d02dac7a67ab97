export { ControlResultsTable } from './components/control-results-table';
export { DocumentsPanel } from './components/documents-panel';
export { FolderList } from './components/folder-list';
export { InternalControlSection } from './components/internal-control-section';
export { LeveyJenningsSection } from './components/levey-jennings-section';
export { QualityNav } from './components/quality-nav';
export { QualitySummary } from './components/quality-summary';
export { RoundsSection } from './components/rounds-section';
