import type { DeviceFamily } from '@ponto/domain';
import type { DemoWorkplace } from './portal-api';

/**
 * Which virtual readers the demo runs at a workplace, read from what the workplace is (docs/demo-data.md):
 * the drugstore runs Flow, Lens and Volt; a clinic Flow, Molecular and Wave; the vet a Flow; the
 * self-collection site a Cassete; a workplace with a *_ZERO module runs no exams, so no readers.
 */
export function demoFamilies(workplace: DemoWorkplace): DeviceFamily[] {
  if (workplace.modules.some((module) => module.endsWith('_ZERO'))) return [];
  if (workplace.permissions.includes('drugstore')) return ['Flow', 'Lens', 'Volt'];
  if (workplace.permissions.includes('selfCollection')) return ['Cassete'];
  if (workplace.classification.includes('VET')) return ['Flow'];
  return ['Flow', 'Molecular', 'Wave'];
}
