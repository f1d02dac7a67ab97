import { describe, expect, it } from 'vitest';
import { isLensBloodCount, isValidTube3Volume, lensTube3VolumeUl } from './lens-blood-count';

describe('Lens blood count', () => {
  it('is the CBC exam on a Lens', () => {
    expect(isLensBloodCount({ code: 'CBC', family: 'Lens' })).toBe(true);
    expect(isLensBloodCount({ code: 'CBC', family: 'Flow' })).toBe(false);
    expect(isLensBloodCount({ code: 'HBA1C', family: 'Lens' })).toBe(false);
  });

  it('takes a whole number of microlitres within the range', () => {
    expect(isValidTube3Volume(lensTube3VolumeUl.min)).toBe(true);
    expect(isValidTube3Volume(lensTube3VolumeUl.max)).toBe(true);
    expect(isValidTube3Volume(lensTube3VolumeUl.min - 1)).toBe(false);
    expect(isValidTube3Volume(lensTube3VolumeUl.max + 1)).toBe(false);
    expect(isValidTube3Volume(10.5)).toBe(false);
  });
});
