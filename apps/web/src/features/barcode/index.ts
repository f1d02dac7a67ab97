export { BarcodeLookup } from './components/barcode-lookup';
export { CodeScanner } from './components/code-scanner';
