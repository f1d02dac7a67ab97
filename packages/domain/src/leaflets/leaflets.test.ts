import { describe, expect, it } from 'vitest';
import {
  LEAFLET_LOT_MIN_LENGTH,
  leafletCodeParamsSchema,
  leafletLangQuerySchema,
  leafletLotProblem,
  leafletLotQuerySchema,
  leafletSchema,
} from './index';

describe('leafletLotProblem (§9: the 3 digits before the last 6 select the leaflet)', () => {
  it('has none for a lot code that names a leaflet', () => {
    expect(leafletLotProblem('COA101001001')).toBeNull();
    expect(leafletLotProblem(' 101001001 ')).toBeNull();
  });

  it('names a lot too short to hold the code and the 6 characters after it', () => {
    expect(LEAFLET_LOT_MIN_LENGTH).toBe(9);
    expect(leafletLotProblem('10100100')).toEqual({
      field: 'lot',
      messageKey: 'leaflets:problems.lotTooShort',
      params: { min: 9 },
    });
  });

  it('names a lot without 3 digits where the code goes, under the field asked for', () => {
    expect(leafletLotProblem('COAB1C001001', 'lote')).toEqual({
      field: 'lote',
      messageKey: 'leaflets:problems.lotWithoutLeaflet',
      params: { min: 9 },
    });
  });
});

describe('leaflet request schemas', () => {
  it('takes a lot code and an optional report language', () => {
    expect(leafletLotQuerySchema.parse({ lot: ' COA101001001 ' })).toEqual({ lot: 'COA101001001' });
    expect(leafletLotQuerySchema.parse({ lot: 'X', lang: 'es-ES' }).lang).toBe('es-ES');
    expect(leafletLotQuerySchema.safeParse({ lot: '' }).success).toBe(false);
    expect(leafletLangQuerySchema.safeParse({ lang: 'fr-FR' }).success).toBe(false);
  });

  it('takes a leaflet code of exactly 3 digits', () => {
    expect(leafletCodeParamsSchema.safeParse({ code: '101' }).success).toBe(true);
    expect(leafletCodeParamsSchema.safeParse({ code: '1011' }).success).toBe(false);
    expect(leafletCodeParamsSchema.safeParse({ code: 'A01' }).success).toBe(false);
  });

  it('describes a leaflet view', () => {
    const view = {
      code: '101',
      lot: null,
      locale: 'pt-BR',
      exam: { code: 'COVID_AG', name: 'Covid-19 Antígeno' },
      version: '2.1',
      publishedOn: '2024-01-10',
      sections: [{ heading: 'Uso pretendido', body: '…' }],
      tutorial: [{ title: 'Prepare', body: '…' }],
    };
    expect(leafletSchema.parse(view)).toEqual(view);
  });
});
