import { describe, expect, it } from 'vitest';
import { leafletCodeFromLot } from './leaflet';

describe('leafletCodeFromLot', () => {
  it.each([
    ['123456789', '123'],
    ['LT2024123000001', '123'],
    [' 987654321 ', '987'],
    ['12345678', null],
    ['AB1C23456789', null],
    ['', null],
  ])('%j → %j', (lot, leaflet) => expect(leafletCodeFromLot(lot)).toBe(leaflet));
});
