import type { PathName } from '@/config/paths';

/**
 * The portal's user guides (/manuals/guide?manuals=<id>): the page each one opens and its steps, in order.
 * Texts are manuals:guide.items.<id>.
 */
export const portalGuides = [
  { id: 'first-steps', page: 'home', steps: ['login', 'workplace', 'readers', 'menu'] },
  { id: 'patient-exam', page: 'newExam', steps: ['document', 'data', 'exam', 'reader', 'progress'] },
  { id: 'release-report', page: 'tempResults', steps: ['list', 'check', 'release', 'rectify'] },
  { id: 'nullify-capsule', page: 'nullify', steps: ['open', 'code', 'confirm', 'list'] },
  { id: 'stock-orders', page: 'stock', steps: ['stock', 'order', 'arrival', 'transfer'] },
] as const satisfies ReadonlyArray<{ id: string; page: PathName; steps: readonly string[] }>;

export type PortalGuide = (typeof portalGuides)[number];

/** The guide the query names, or none (then the list shows). */
export function guideNamed(id: string | null): PortalGuide | null {
  return portalGuides.find((guide) => guide.id === id) ?? null;
}
