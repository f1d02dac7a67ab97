export { BatchesTab } from './components/batches-tab';
export { RecallTab } from './components/recall-tab';
export { StockTab } from './components/stock-tab';
export { TransferTab } from './components/transfer-tab';
