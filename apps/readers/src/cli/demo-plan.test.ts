import { describe, expect, it } from 'vitest';
import { demoFamilies } from './demo-plan';

const workplace = (over: Partial<Parameters<typeof demoFamilies>[0]>) => ({
  cnpj: '1',
  name: 'w',
  permissions: [],
  modules: [],
  classification: 'CLINIC',
  ...over,
});

describe('demo plan', () => {
  it.each([
    [
      'drugstore',
      workplace({ permissions: ['drugstore'], classification: 'DRUGSTORE' }),
      ['Flow', 'Lens', 'Volt'],
    ],
    ['clinic', workplace({}), ['Flow', 'Molecular', 'Wave']],
    ['vet', workplace({ classification: 'VET_CLINIC' }), ['Flow']],
    ['self-collection', workplace({ permissions: ['selfCollection'] }), ['Cassete']],
    ['zero', workplace({ modules: ['PONTO_ZERO'] }), []],
  ] as const)('%s', (_name, input, families) => expect(demoFamilies(input)).toEqual(families));
});
