export { ControlModeBanner } from './components/control-mode-banner';
export { ControlSampleModePanel } from './components/control-sample-mode-panel';
