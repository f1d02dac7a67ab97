export { NetworkCheck } from './components/network-check';
