import type { DeviceFamily } from '../entities/device-family';
import { allow, type Outcome, refuse } from '../shared/outcome';

/**
 * §8 'reader not suited to exam': an exam runs on a reader of its own device family. The Virtual reader
 * mimics Flow (see familyStepProfile), so it runs Flow exams too, for demos and tests.
 */
export function readerSuitsExam(readerFamily: DeviceFamily, examFamily: DeviceFamily): Outcome {
  if (readerFamily === examFamily) return allow(true);
  if (readerFamily === 'Virtual' && examFamily === 'Flow') return allow(true);
  return refuse('READER_NOT_SUITED', { readerFamily, examFamily });
}
