export { Hl7Settings } from './components/hl7-settings';
