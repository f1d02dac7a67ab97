export { WorkplaceSelect } from './components/workplace-select';
