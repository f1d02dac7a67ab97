import { describe, expect, it } from 'vitest';
import { availableFlows } from './flows';

const workplace = {
  services: ['attendance', 'mab', 'clinic'] as Array<'attendance' | 'mab' | 'clinic'>,
  permissions: [] as Array<'selfCollection'>,
  modules: [] as string[],
};

describe('protocol table flows (§2, §6)', () => {
  it('offers the attendance and MAB the workplace has', () => {
    expect(availableFlows(workplace, { selfCollection: false })).toEqual(['attendance', 'mab']);
    expect(availableFlows({ ...workplace, services: ['attendance'] }, null)).toEqual(['attendance']);
  });

  it('offers self-collection to a selfCollection workplace and user (whose services have no mab or attendance)', () => {
    const selfCollection = { ...workplace, services: [], permissions: ['selfCollection' as const] };
    expect(availableFlows(selfCollection, { selfCollection: true })).toEqual(['selfCollection']);
    expect(availableFlows(selfCollection, { selfCollection: false })).toEqual([]);
  });

  it('offers nothing without a workplace or where new exams are off (PONTO_ZERO)', () => {
    expect(availableFlows(null, null)).toEqual([]);
    expect(availableFlows({ ...workplace, modules: ['PONTO_ZERO'] }, { selfCollection: true })).toEqual([]);
  });
});
