import { type DeviceFamily, reportLanguages, stepsFor } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { demoExams } from './demo-catalogue';

describe('demo exam instructions (§9)', () => {
  it.each(demoExams.map((e) => [e.code, e] as const))(
    '%s: at steps of its family, in the 4 languages',
    (_, exam) => {
      const steps = Object.keys(exam.instructions);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        expect(stepsFor(exam.deviceFamily as DeviceFamily)).toContain(step);
        for (const locale of reportLanguages)
          expect(exam.instructions[step]?.[locale]?.length).toBeGreaterThan(20);
      }
    },
  );

  it('the antigen test: 3 drops on the strip, the swab turned 8 to 15 times and left 1 minute in the tube', () => {
    const covid = demoExams.find((e) => e.code === 'COVID_AG')!.instructions.waitingCapsule!;
    expect(covid['pt-BR']).toContain('de 8 a 15 vezes');
    expect(covid['pt-BR']).toContain('1 minuto no tubo');
    expect(covid['pt-BR']).toContain('3 gotas na tira');
    expect(covid['en-US']).toMatch(/8 to 15 times.*1 minute in the tube.*3 drops on the capsule's strip/);
  });
});

describe('notifiable exams (§2 mandatory notifications)', () => {
  it("are the catalogue's exams on Brazil's compulsory-notification list: HIV, syphilis, hepatitis B, COVID-19", () => {
    expect(demoExams.filter((e) => e.notifiable).map((e) => e.code)).toEqual([
      'COVID_AG',
      'HIV',
      'SYPHILIS',
      'HBSAG',
      'COVID_PCR',
    ]);
  });
});
