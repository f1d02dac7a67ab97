import { describe, expect, it } from 'vitest';
import { demoExams } from './demo-catalogue';
import { demoLeafletCode, demoLeafletOf } from './demo-leaflets';

const locales = ['pt-BR', 'en-US', 'es-ES', 'pt-PT'];
const complete = (text: Record<string, string>) =>
  locales.every((locale) => (text[locale] ?? '').trim().length > 0 && !text[locale]!.includes('undefined'));

describe('the demo leaflets', () => {
  it.each(demoExams.map((e) => [e.code, e] as const))(
    '%s: seven sections and a tutorial of 4 to 6 steps, every text in the four languages',
    (_, exam) => {
      const leaflet = demoLeafletOf(exam);
      expect(leaflet.code).toBe(demoLeafletCode(exam));
      expect(leaflet.sections).toHaveLength(7);
      expect(leaflet.tutorial.length).toBeGreaterThanOrEqual(4);
      expect(leaflet.tutorial.length).toBeLessThanOrEqual(6);
      for (const part of [...leaflet.sections, ...leaflet.tutorial])
        for (const value of Object.values(part)) expect(complete(value), JSON.stringify(value)).toBe(true);
    },
  );

  it('gives each exam its own code: 100 + the exam index, as the demo lots carry it (§9)', () => {
    const codes = demoExams.map(demoLeafletCode);
    expect(new Set(codes).size).toBe(demoExams.length);
    expect(demoLeafletCode({ index: 1 })).toBe('101');
  });
});
