export { VirtualReader, type VirtualReaderOptions } from './reader/virtual-reader';
export { loadScenario } from './scenario/load-scenario';
export {
  type Fault,
  type FaultMoment,
  faultMoments,
  parseScenario,
  type Scenario,
  type ScenarioInput,
  scenarioSchema,
} from './scenario/scenario';
export { consoleLogger, type ReaderLogger, silentLogger } from './simulation/logger';
export { type Clock, systemClock } from './simulation/timeline';
