import { describe, expect, it } from 'vitest';
import type { UserStatus, WorkplacePermission } from '../entities/session';
import {
  canOrderNewExam,
  countsAsLoggedIn,
  effectiveServices,
  hasLocalAnalysis,
  isVeterinary,
  reportNameVariantOf,
  ZERO_MODULE,
} from './workplace-rules';

describe('workplace rules', () => {
  it.each<[WorkplacePermission[], boolean, string]>([
    [['drugstore'], true, 'Pharma'],
    [['international'], true, 'Pharma'],
    [['selfCollection'], false, 'Medic'],
    [[], false, 'Medic'],
  ])('%j: local analysis %s, report %s', (permissions, local, variant) => {
    expect(hasLocalAnalysis({ permissions })).toBe(local);
    expect(reportNameVariantOf({ permissions })).toBe(variant);
  });

  it.each([
    ['VET_CLINIC', true],
    ['clinic-vet', true],
    ['CLINIC', false],
  ])('classification %s veterinary: %s', (classification, vet) =>
    expect(isVeterinary({ classification })).toBe(vet),
  );

  it('lets selfCollection disable mab, clinic and attendance', () => {
    const services = ['mab', 'clinic', 'attendance', 'rapid_test'] as const;
    expect(effectiveServices({ permissions: ['selfCollection'], services: [...services] })).toEqual([
      'rapid_test',
    ]);
    expect(effectiveServices({ permissions: [], services: [...services] })).toEqual([...services]);
  });

  it('refuses new exams without a workplace or with the ZERO module', () => {
    expect(canOrderNewExam(null)).toBe(false);
    expect(canOrderNewExam({ modules: [ZERO_MODULE] })).toBe(false);
    expect(canOrderNewExam({ modules: [] })).toBe(true);
  });

  it.each<[UserStatus, boolean]>([
    ['ACTIVE', true],
    ['CONTINUED_TRAINING', true],
    ['PENDING_TRAINING', true],
    ['TRAINING', false],
  ])('%s counts as logged in: %s', (status, loggedIn) => expect(countsAsLoggedIn(status)).toBe(loggedIn));
});
