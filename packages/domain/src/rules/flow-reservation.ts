import type { DeviceFamily } from '../entities/device-family';
import { allow, type Outcome, refuse } from '../shared/outcome';

export interface ReservableReader {
  code: string;
  family: DeviceFamily;
  /** For a Lens reader, the Flow reader it holds; for a Flow, the Lens that holds it. */
  reservedWith?: string | null;
}

/** §4: a Lens blood count needs a reserved Flow reader, and a Lens holds at most one Flow. */
export function canReserveFlow(lens: ReservableReader, flow: ReservableReader | null): Outcome {
  if (lens.family !== 'Lens') return refuse('READER_NOT_SUITED');
  if (lens.reservedWith) return refuse('FLOW_ALREADY_RESERVED');
  if (!flow) return refuse('NO_FLOW_AVAILABLE');
  if (flow.family !== 'Flow') return refuse('READER_NOT_SUITED');
  if (flow.reservedWith) return refuse('READER_IN_USE');
  return allow(true);
}

/** §4: a Lens blood count may start only with a Flow reserved. */
export function canStartLensBloodCount(lens: ReservableReader): Outcome {
  return lens.reservedWith ? allow(true) : refuse('NO_FLOW_AVAILABLE');
}
