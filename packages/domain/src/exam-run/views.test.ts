import { describe, expect, it } from 'vitest';
import { localised } from './localised';
import { nullifyBodySchema } from './nullify';
import { examRequestListSchema } from './views';

describe('exam run views', () => {
  it('picks the locale, then pt-BR, then any text', () => {
    const name = { 'pt-BR': 'Glicose', 'en-US': 'Glucose' };
    expect(localised(name, 'en-US')).toBe('Glucose');
    expect(localised(name, 'es-ES')).toBe('Glicose');
    expect(localised({ 'en-US': 'Glucose' }, 'pt-PT')).toBe('Glucose');
    expect(localised({}, 'pt-PT')).toBe('');
    expect(localised(undefined, 'pt-PT')).toBe('');
  });

  it('reads a list answer', () => {
    const answer = examRequestListSchema.parse({ items: [], nextCursor: null });
    expect(answer.items).toEqual([]);
  });

  it('takes capsule codes and lots of letters and digits only', () => {
    expect(
      nullifyBodySchema.safeParse({ capsuleCode: ' CP123 ', lot: 'HBA1', method: 'typed' }).data,
    ).toEqual({
      capsuleCode: 'CP123',
      lot: 'HBA1',
      method: 'typed',
    });
    const bad = nullifyBodySchema.safeParse({ capsuleCode: 'CP 1', lot: '', method: 'typed' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['capsuleCode', 'validation:invalid'],
      ['lot', 'validation:required'],
    ]);
  });
});
