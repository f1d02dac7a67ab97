/** The demo exam catalogue: real point-of-care exams with their analytes and reference limits. */
export interface DemoAnalyte {
  code: string;
  name: Record<string, string>;
  unit?: string;
  lower?: string;
  upper?: string;
  qualitative?: boolean;
}

export interface DemoExam {
  index: number;
  code: string;
  name: Record<string, string>;
  deviceFamily: string;
  kind: 'qualitative' | 'quantitative';
  methodology: string;
  sampleType: string;
  minimumAge?: number;
  priceCents: number;
  analytes: DemoAnalyte[];
}

const names = (ptBR: string, enUS: string, esES: string, ptPT = ptBR) => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'pt-PT': ptPT,
});
const qualitative = (code: string, n: Record<string, string>): DemoAnalyte => ({
  code,
  name: n,
  qualitative: true,
});

export const demoExams: DemoExam[] = [
  {
    index: 1,
    code: 'COVID_AG',
    name: names('Covid-19 Antígeno', 'Covid-19 Antigen', 'Covid-19 Antígeno'),
    deviceFamily: 'Flow',
    kind: 'qualitative',
    methodology: 'Imunocromatografia',
    sampleType: 'nasal_swab',
    priceCents: 8900,
    analytes: [
      qualitative('SARS_COV_2_AG', names('Antígeno SARS-CoV-2', 'SARS-CoV-2 antigen', 'Antígeno SARS-CoV-2')),
    ],
  },
  {
    index: 2,
    code: 'HIV',
    name: names('HIV 1/2', 'HIV 1/2', 'VIH 1/2', 'VIH 1/2'),
    deviceFamily: 'Flow',
    kind: 'qualitative',
    methodology: 'Imunocromatografia',
    sampleType: 'capillary_blood',
    priceCents: 6900,
    analytes: [
      qualitative(
        'HIV_AB',
        names(
          'Anticorpos anti-HIV 1/2',
          'Anti-HIV 1/2 antibodies',
          'Anticuerpos anti-VIH 1/2',
          'Anticorpos anti-VIH 1/2',
        ),
      ),
    ],
  },
  {
    index: 3,
    code: 'SYPHILIS',
    name: names('Sífilis', 'Syphilis', 'Sífilis'),
    deviceFamily: 'Flow',
    kind: 'qualitative',
    methodology: 'Imunocromatografia',
    sampleType: 'capillary_blood',
    priceCents: 5900,
    analytes: [
      qualitative(
        'TP_AB',
        names('Anticorpos anti-T. pallidum', 'Anti-T. pallidum antibodies', 'Anticuerpos anti-T. pallidum'),
      ),
    ],
  },
  {
    index: 4,
    code: 'HBSAG',
    name: names('Hepatite B (HBsAg)', 'Hepatitis B (HBsAg)', 'Hepatitis B (HBsAg)'),
    deviceFamily: 'Flow',
    kind: 'qualitative',
    methodology: 'Imunocromatografia',
    sampleType: 'capillary_blood',
    priceCents: 5900,
    analytes: [qualitative('HBSAG', names('HBsAg', 'HBsAg', 'HBsAg'))],
  },
  {
    index: 5,
    code: 'BHCG',
    name: names('Beta HCG', 'Beta hCG', 'Beta hCG'),
    deviceFamily: 'Flow',
    kind: 'quantitative',
    methodology: 'Imunofluorescência',
    sampleType: 'capillary_blood',
    priceCents: 7900,
    analytes: [
      {
        code: 'BHCG',
        name: names('Beta HCG', 'Beta hCG', 'Beta hCG'),
        unit: 'mUI/mL',
        lower: '0',
        upper: '5',
      },
    ],
  },
  {
    index: 6,
    code: 'HBA1C',
    name: names('Hemoglobina glicada', 'Glycated haemoglobin', 'Hemoglobina glicosilada'),
    deviceFamily: 'Flow',
    kind: 'quantitative',
    methodology: 'Imunofluorescência',
    sampleType: 'capillary_blood',
    priceCents: 6500,
    analytes: [
      { code: 'HBA1C', name: names('HbA1c', 'HbA1c', 'HbA1c'), unit: '%', lower: '4.0', upper: '5.6' },
    ],
  },
  {
    index: 7,
    code: 'CRP',
    name: names('Proteína C reativa', 'C-reactive protein', 'Proteína C reactiva'),
    deviceFamily: 'Flow',
    kind: 'quantitative',
    methodology: 'Imunofluorescência',
    sampleType: 'capillary_blood',
    priceCents: 5500,
    analytes: [{ code: 'CRP', name: names('PCR', 'CRP', 'PCR'), unit: 'mg/L', lower: '0', upper: '5' }],
  },
  {
    index: 8,
    code: 'CBC',
    name: names('Hemograma', 'Complete blood count', 'Hemograma'),
    deviceFamily: 'Lens',
    kind: 'quantitative',
    methodology: 'Microscopia digital',
    sampleType: 'venous_blood',
    priceCents: 4500,
    analytes: [
      {
        code: 'HGB',
        name: names('Hemoglobina', 'Haemoglobin', 'Hemoglobina'),
        unit: 'g/dL',
        lower: '12.0',
        upper: '17.5',
      },
      {
        code: 'WBC',
        name: names('Leucócitos', 'White blood cells', 'Leucocitos'),
        unit: '/µL',
        lower: '4000',
        upper: '11000',
      },
      {
        code: 'PLT',
        name: names('Plaquetas', 'Platelets', 'Plaquetas'),
        unit: '/µL',
        lower: '150000',
        upper: '450000',
      },
    ],
  },
  {
    index: 9,
    code: 'GLUCOSE',
    name: names('Glicemia', 'Blood glucose', 'Glucemia'),
    deviceFamily: 'Volt',
    kind: 'quantitative',
    methodology: 'Eletroquímica',
    sampleType: 'capillary_blood',
    priceCents: 2500,
    analytes: [
      { code: 'GLU', name: names('Glicose', 'Glucose', 'Glucosa'), unit: 'mg/dL', lower: '70', upper: '99' },
    ],
  },
  {
    index: 10,
    code: 'CHOL',
    name: names('Colesterol total', 'Total cholesterol', 'Colesterol total'),
    deviceFamily: 'Wave',
    kind: 'quantitative',
    methodology: 'Colorimetria',
    sampleType: 'capillary_blood',
    priceCents: 3500,
    analytes: [
      {
        code: 'CHOL',
        name: names('Colesterol total', 'Total cholesterol', 'Colesterol total'),
        unit: 'mg/dL',
        lower: '0',
        upper: '190',
      },
    ],
  },
  {
    index: 11,
    code: 'COVID_PCR',
    name: names('Covid-19 RT-PCR', 'Covid-19 RT-PCR', 'Covid-19 RT-PCR'),
    deviceFamily: 'Molecular',
    kind: 'qualitative',
    methodology: 'RT-PCR',
    sampleType: 'nasal_swab',
    priceCents: 19900,
    analytes: [qualitative('SARS_COV_2_RNA', names('RNA SARS-CoV-2', 'SARS-CoV-2 RNA', 'ARN SARS-CoV-2'))],
  },
  {
    index: 12,
    code: 'CDV_AG',
    name: names('Cinomose canina', 'Canine distemper', 'Moquillo canino', 'Esgana canina'),
    deviceFamily: 'Flow',
    kind: 'qualitative',
    methodology: 'Imunocromatografia',
    sampleType: 'conjunctival_swab',
    priceCents: 7000,
    analytes: [
      qualitative(
        'CDV_AG',
        names(
          'Antígeno do vírus da cinomose',
          'Distemper virus antigen',
          'Antígeno del virus del moquillo',
          'Antigénio do vírus da esgana',
        ),
      ),
    ],
  },
];
