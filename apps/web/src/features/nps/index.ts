export { DueNpsPopup } from './components/due-nps-popup';
