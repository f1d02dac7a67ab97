import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { checkLot, leafletLanguage, lookupFailure } from './lot-lookup';

describe('checkLot (§9: the 3 digits before the last 6 select the leaflet)', () => {
  it('takes a lot code that names a leaflet, in capitals', () => {
    expect(checkLot(' coa101001001 ')).toEqual({ lot: 'COA101001001' });
  });

  it.each([
    ['', 'validation:lotRequired'],
    ['CO A101001001', 'validation:invalidLot'],
    ['12345678', 'leaflets:problems.lotTooShort'],
    ['COAB1C001001', 'leaflets:problems.lotWithoutLeaflet'],
  ])('names the problem of %j', (typed, messageKey) => {
    expect(checkLot(typed)).toEqual({ problem: expect.objectContaining({ field: 'lot', messageKey }) });
  });
});

describe('leafletLanguage', () => {
  it('asks in the interface language when it is one of the four', () => {
    expect(leafletLanguage('es-ES')).toBe('es-ES');
    expect(leafletLanguage('fr')).toBe('pt-BR');
  });
});

describe('lookupFailure', () => {
  it('puts a field problem at the field', () => {
    const field = { field: 'lot', messageKey: 'leaflets:problems.lotTooShort' };
    expect(lookupFailure(new ApiError('VALIDATION_FAILED', 400, { fields: [field] }))).toEqual({ field });
  });

  it('keeps LEAFLET_NOT_FOUND and a lost connection, and says the leaflet failed to load otherwise', () => {
    expect(lookupFailure(new ApiError('LEAFLET_NOT_FOUND', 404))).toEqual({ code: 'LEAFLET_NOT_FOUND' });
    expect(lookupFailure(new ApiError('NETWORK_ERROR', 0))).toEqual({ code: 'NETWORK_ERROR' });
    expect(lookupFailure(new ApiError('SOMETHING_WENT_WRONG', 500))).toEqual({ code: 'LEAFLET_LOAD_FAILED' });
    expect(lookupFailure(new ApiError('VALIDATION_FAILED', 400))).toEqual({ code: 'LEAFLET_LOAD_FAILED' });
  });
});
