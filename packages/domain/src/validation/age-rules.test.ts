import { describe, expect, it } from 'vitest';
import {
  birthCertificateAllowed,
  birthDateProblemKeys,
  birthDateProblems,
  examAllowedForAge,
  examDisclosedToGuardian,
  guardianRequirement,
  isAgeRestrictedExam,
} from './age-rules';

describe('guardianRequirement', () => {
  it.each([
    [0, 'guardian'],
    [11, 'guardian'],
    [12, 'contact'],
    [17, 'contact'],
    [18, 'none'],
    [119, 'none'],
  ])('age %i → %s', (age, requirement) => expect(guardianRequirement(age)).toBe(requirement));

  it.each([
    [11, true],
    [12, false],
    [17, false],
    [18, false],
  ])('age %i: exam disclosed to the guardian %s', (age, disclosed) =>
    expect(examDisclosedToGuardian(age)).toBe(disclosed),
  );
});

describe('birthCertificateAllowed', () => {
  it.each([
    ['2010-12-31', false],
    ['2011-01-01', true],
    [{ year: 1990, month: 5, day: 1 }, false],
    ['2020-06-15', true],
  ])('born %j → %s', (birth, allowed) => expect(birthCertificateAllowed(birth)).toBe(allowed));
});

describe('isAgeRestrictedExam', () => {
  it.each([
    ['BhCG', true],
    ['HIV', true],
    ['syphilis', true],
    ['HBsAg', true],
    [{ code: 'HBSAG' }, true],
    ['COVID_AG', false],
    ['HBA1C', false],
  ])('%j → %s', (exam, restricted) => expect(isAgeRestrictedExam(exam)).toBe(restricted));
});

describe('examAllowedForAge', () => {
  it.each([
    ['HIV', 13, false],
    ['HIV', 14, true],
    ['BHCG', 13, false],
    ['BHCG', 14, true],
    ['SYPHILIS', 13, false],
    ['HBSAG', 14, true],
    ['COVID_AG', 0, true],
    ['COVID_AG', 13, true],
  ])('%s at %i allowed: %s (default threshold 14)', (exam, age, allowed) => {
    expect(examAllowedForAge(exam, age).ok).toBe(allowed);
  });

  it('names the exam and the threshold when refusing', () => {
    expect(examAllowedForAge({ code: 'hiv' }, 13)).toEqual({
      ok: false,
      code: 'EXAM_NOT_ALLOWED_FOR_AGE',
      key: 'examNotAllowedForAge',
      params: { exam: 'HIV', min: 14, minAge: 14 },
    });
  });

  it.each([
    [14, false],
    [15, true],
  ])('with the stricter threshold 15, HIV at %i allowed: %s', (age, allowed) => {
    expect(examAllowedForAge('HIV', age, { restrictedExamMinAge: 15 }).ok).toBe(allowed);
  });

  it.each([
    [17, false],
    [18, true],
  ])('in an adults-only project, age %i allowed: %s', (age, allowed) => {
    const verdict = examAllowedForAge('COVID_AG', age, { adultsOnly: true });
    expect(verdict.ok).toBe(allowed);
    if (!verdict.ok) expect(verdict.code).toBe('PATIENT_UNDER_AGE');
  });

  it.each([
    [119, true],
    [120, false],
  ])('age %i allowed: %s (maximum 119)', (age, allowed) => {
    const verdict = examAllowedForAge('COVID_AG', age);
    expect(verdict.ok).toBe(allowed);
    if (!verdict.ok) expect(verdict.key).toBe('ageTooHigh');
  });

  it('refuses a negative age (a birth date in the future)', () => {
    expect(examAllowedForAge('COVID_AG', -1)).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      key: 'dateInFuture',
    });
  });
});

describe('birthDateProblems', () => {
  const today = '2024-06-15';
  it.each([
    ['2024-06-16', {}, ['inFuture']],
    ['2024-06-15', {}, []],
    ['1904-06-16', {}, []],
    ['1904-06-15', {}, ['tooOld']],
    ['2006-06-16', { adultsOnly: true }, ['underAge']],
    ['2006-06-15', { adultsOnly: true }, []],
    ['2006-06-16', {}, []],
  ])('born %s %j → %j', (birth, options, problems) =>
    expect(birthDateProblems(birth, today, options)).toEqual(problems),
  );

  it('defaults to no adults-only rule', () => expect(birthDateProblems('2020-01-01', today)).toEqual([]));

  it('maps problems to keys', () =>
    expect(birthDateProblemKeys).toEqual({
      inFuture: 'dateInFuture',
      tooOld: 'ageTooHigh',
      underAge: 'patientMustBeAdult',
    }));
});
