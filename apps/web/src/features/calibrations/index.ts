export { CalibrationsPanel } from './components/calibrations-panel';
