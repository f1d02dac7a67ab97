export { ReadersPanel } from './components/readers-panel';
