export { NpsPopup } from './components/nps-popup';
