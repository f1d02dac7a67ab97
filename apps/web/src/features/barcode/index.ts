export { CodeScanner } from './components/code-scanner';
