import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { contextText } from './context-text';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('support conversation context', () => {
  it('names a §8 error by its translated title', () => {
    expect(contextText(t, { error: 'PATIENT_EDIT_FAILED', screen: '/pacientes' })).toBe(
      '«errors:PATIENT_EDIT_FAILED.title»',
    );
  });

  it('gives any other context as its values', () => {
    expect(contextText(t, { error: 'not-a-code', screen: '/pacientes' })).toBe('not-a-code, /pacientes');
    expect(contextText(t, { screen: '/home' })).toBe('/home');
    expect(contextText(t, {})).toBe('');
  });
});
