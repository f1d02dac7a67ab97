import type { ExamCatalogue, LocalizedText } from '@ponto/domain';

const text = (value: string): LocalizedText => ({
  'pt-BR': value,
  'en-US': `${value} (en)`,
  'es-ES': `${value} (es)`,
  'pt-PT': `${value} (pt)`,
});

/** A small catalogue like the demo drugstore's: a restricted exam, a combo, a questionnaire, a kit. */
export function testCatalogue(overrides: Partial<ExamCatalogue> = {}): ExamCatalogue {
  return {
    exams: [
      {
        index: 1,
        code: 'COVID_AG',
        name: text('Covid-19 antígeno'),
        deviceFamily: 'Flow',
        kind: 'qualitative',
        sampleType: 'swab',
        minimumAge: null,
        ageRestricted: false,
        priceCents: 7900,
        thirdParty: false,
        quiz: [
          { id: 'symptoms', type: 'yesNo', required: true, label: text('Tem sintomas?') },
          { id: 'onsetDate', type: 'date', required: false, label: text('Início') },
        ],
      },
      {
        index: 2,
        code: 'HIV',
        name: text('HIV'),
        deviceFamily: 'Flow',
        kind: 'qualitative',
        sampleType: 'blood',
        minimumAge: 14,
        ageRestricted: true,
        priceCents: 6000,
        thirdParty: false,
        quiz: [],
      },
      {
        index: 3,
        code: 'GLUCOSE',
        name: text('Glicose'),
        deviceFamily: 'Volt',
        kind: 'quantitative',
        sampleType: 'blood',
        minimumAge: null,
        ageRestricted: false,
        priceCents: 2500,
        thirdParty: true,
        quiz: [],
      },
    ],
    combos: [{ code: 'PAIR', name: text('Par'), examIndexes: [2, 3], priceCents: 7000 }],
    kits: [{ code: 'KIT-HIV', name: text('Kit HIV'), examIndexes: [2] }],
    selfCollection: true,
    paymentMethods: ['cash', 'pix', 'credit'],
    restrictedExamMinAge: 14,
    adultsOnly: false,
    ...overrides,
  };
}
