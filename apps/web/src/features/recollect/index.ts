export { RecollectList } from './components/recollect-list';
