export { ProtocolTable } from './components/protocol-table';
export { availableFlows, flowPaths } from './model/flows';
