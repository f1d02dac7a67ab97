import { describe, expect, it } from 'vitest';
import { REPORT_LOGO_MAX_KILOBYTES, reportLogoBase64, reportLogoProblems } from './report-logo';

const png = (base64: string) => `data:image/png;base64,${base64}`;

describe('a workplace’s report logo', () => {
  it('is a PNG or JPEG data: URL', () => {
    expect(reportLogoProblems(png('iVBORw0KGgo='))).toEqual([]);
    expect(reportLogoProblems('data:image/jpeg;base64,/9j/4AAQ')).toEqual([]);
    expect(reportLogoBase64(png('iVBORw0KGgo='))).toBe('iVBORw0KGgo=');
  });

  it('refuses anything else at its field: another type, a web address, broken base64', () => {
    for (const image of ['data:image/svg+xml;base64,PHN2Zz4=', 'https://example.com/logo.png', png('abc')])
      expect(reportLogoProblems(image)).toEqual([{ field: 'image', messageKey: 'validation:logoNotImage' }]);
    expect(reportLogoBase64('https://example.com/logo.png')).toBe('');
  });

  it('refuses one over the size limit, saying the limit', () => {
    // Four base64 characters carry three bytes.
    const atLimit = 'A'.repeat(((REPORT_LOGO_MAX_KILOBYTES * 1024) / 3) * 4);
    expect(reportLogoProblems(png(atLimit))).toEqual([]);
    expect(reportLogoProblems(png(`${atLimit.slice(4)}AA==`))).toEqual([]);
    expect(reportLogoProblems(png(`${atLimit}AAAA`))).toEqual([
      { field: 'image', messageKey: 'validation:logoTooLarge', params: { max: REPORT_LOGO_MAX_KILOBYTES } },
    ]);
  });
});
