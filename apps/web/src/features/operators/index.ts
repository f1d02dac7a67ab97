export { OperatorsPanel } from './components/operators-panel';
