import { describe, expect, it } from 'vitest';
import { examRequestListSchema, localised } from './views';

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
});
