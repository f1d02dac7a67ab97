export { NullifiedList } from './components/nullified-list';
export { NullifyForm } from './components/nullify-form';
