import { ANTIGEN_STRIP_DROPS, NASAL_SWAB_IN_TUBE_MS, NASAL_SWAB_TURNS } from '@ponto/domain';

/** The demo exam catalogue: real point-of-care exams with their analytes and reference limits. */
export interface DemoAnalyte {
  code: string;
  name: Record<string, string>;
  unit?: string;
  lower?: string;
  upper?: string;
  /** Critical range: a result outside needs care now. */
  criticalLower?: string;
  criticalUpper?: string;
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
  /** §2 mandatory notifications: a positive result is reported to the health authority. */
  notifiable?: boolean;
  analytes: DemoAnalyte[];
  /** §9 what the operator does, by exam step (where the operator acts) and locale: exams.instructions. */
  instructions: Record<string, Record<string, string>>;
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

const catalogue: Array<Omit<DemoExam, 'instructions'>> = [
  {
    index: 1,
    code: 'COVID_AG',
    name: names('Covid-19 Antígeno', 'Covid-19 Antigen', 'Covid-19 Antígeno'),
    deviceFamily: 'Flow',
    kind: 'qualitative',
    methodology: 'Imunocromatografia',
    sampleType: 'nasal_swab',
    priceCents: 8900,
    notifiable: true,
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
    notifiable: true,
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
    notifiable: true,
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
    notifiable: true,
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
      {
        code: 'HBA1C',
        name: names('HbA1c', 'HbA1c', 'HbA1c'),
        unit: '%',
        lower: '4.0',
        upper: '5.6',
        criticalUpper: '14.0',
      },
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
        criticalLower: '7.0',
        criticalUpper: '20.0',
      },
      {
        code: 'WBC',
        name: names('Leucócitos', 'White blood cells', 'Leucocitos'),
        unit: '/µL',
        lower: '4000',
        upper: '11000',
        criticalLower: '2000',
        criticalUpper: '30000',
      },
      {
        code: 'PLT',
        name: names('Plaquetas', 'Platelets', 'Plaquetas'),
        unit: '/µL',
        lower: '150000',
        upper: '450000',
        criticalLower: '20000',
        criticalUpper: '1000000',
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
      {
        code: 'GLU',
        name: names('Glicose', 'Glucose', 'Glucosa'),
        unit: 'mg/dL',
        lower: '70',
        upper: '99',
        criticalLower: '50',
        criticalUpper: '400',
      },
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
    notifiable: true,
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

const { min: turnsMin, max: turnsMax } = NASAL_SWAB_TURNS;
const swabMinutes = NASAL_SWAB_IN_TUBE_MS / 60_000;
const drops = ANTIGEN_STRIP_DROPS;

/** The same fingertip-blood rapid test, for HIV, syphilis, HBsAg and BhCG. */
const fingertipRapidTest = names(
  `Limpe e fure a ponta do dedo, colete a gota de sangue com a pipeta e coloque-a no poço da cápsula; pingue ${drops} gotas do tampão na tira e insira a cápsula no leitor.`,
  `Clean and prick the fingertip, collect the blood drop with the pipette and put it in the capsule's well; put ${drops} drops of buffer on the strip and insert the capsule into the reader.`,
  `Limpie y pinche la yema del dedo, recoja la gota de sangre con la pipeta y colóquela en el pocillo de la cápsula; ponga ${drops} gotas del tampón en la tira e inserte la cápsula en el lector.`,
  `Limpe e pique a ponta do dedo, recolha a gota de sangue com a pipeta e coloque-a no poço da cápsula; pingue ${drops} gotas do tampão na tira e insira a cápsula no leitor.`,
);

/** A quantitative capsule filled by its capillary (HbA1c, CRP). */
const capillaryFill = names(
  'Fure a ponta do dedo e encoste o capilar da cápsula na gota até enchê-lo; feche a cápsula, agite-a 5 vezes e insira-a no leitor.',
  "Prick the fingertip and touch the capsule's capillary to the drop until it is full; close the capsule, shake it 5 times and insert it into the reader.",
  'Pinche la yema del dedo y acerque el capilar de la cápsula a la gota hasta llenarlo; cierre la cápsula, agítela 5 veces e insértela en el lector.',
  'Pique a ponta do dedo e encoste o capilar da cápsula à gota até o encher; feche a cápsula, agite-a 5 vezes e insira-a no leitor.',
);

/**
 * §9 instructions at the step where the operator acts: the insertion step of the family (Volt takes its
 * strip before its calibration step; Wave also waits for the lid). Antigen tests follow §9: the nasal swab
 * is turned 8 to 15 times and left 1 minute in the tube, then 3 drops go on the strip.
 */
const instructionsByExam: Record<string, Record<string, Record<string, string>>> = {
  COVID_AG: {
    waitingCapsule: names(
      `Introduza o swab na narina e gire-o de ${turnsMin} a ${turnsMax} vezes; deixe-o ${swabMinutes} minuto no tubo com o tampão, pingue ${drops} gotas na tira da cápsula e insira a cápsula no leitor.`,
      `Insert the swab into the nostril and turn it ${turnsMin} to ${turnsMax} times; leave it ${swabMinutes} minute in the tube with the buffer, put ${drops} drops on the capsule's strip and insert the capsule into the reader.`,
      `Introduzca el hisopo en la fosa nasal y gírelo de ${turnsMin} a ${turnsMax} veces; déjelo ${swabMinutes} minuto en el tubo con el tampón, ponga ${drops} gotas en la tira de la cápsula e inserte la cápsula en el lector.`,
      `Introduza a zaragatoa na narina e rode-a ${turnsMin} a ${turnsMax} vezes; deixe-a ${swabMinutes} minuto no tubo com o tampão, pingue ${drops} gotas na tira da cápsula e insira a cápsula no leitor.`,
    ),
  },
  HIV: { waitingCapsule: fingertipRapidTest },
  SYPHILIS: { waitingCapsule: fingertipRapidTest },
  HBSAG: { waitingCapsule: fingertipRapidTest },
  BHCG: { waitingCapsule: fingertipRapidTest },
  HBA1C: { waitingCapsule: capillaryFill },
  CRP: { waitingCapsule: capillaryFill },
  CBC: {
    waitingCapsule: names(
      'Homogeneíze o tubo de sangue venoso invertendo-o 8 vezes, encha o cartucho até a marca e insira-o no Lens; o volume do reagente do tubo 3 é o escolhido ao iniciar.',
      'Mix the venous blood tube by turning it upside down 8 times, fill the cartridge to the mark and insert it into the Lens; tube 3 takes the reagent volume chosen at the start.',
      'Homogeneice el tubo de sangre venosa invirtiéndolo 8 veces, llene el cartucho hasta la marca e insértelo en el Lens; el tubo 3 usa el volumen de reactivo elegido al iniciar.',
      'Homogeneíze o tubo de sangue venoso invertendo-o 8 vezes, encha o cartucho até à marca e insira-o no Lens; o tubo 3 usa o volume de reagente escolhido ao iniciar.',
    ),
  },
  GLUCOSE: {
    calibration: names(
      'Insira a tira no Volt, fure a ponta do dedo e encoste a borda da tira na gota de sangue até o leitor apitar.',
      'Insert the strip into the Volt, prick the fingertip and touch the edge of the strip to the blood drop until the reader beeps.',
      'Inserte la tira en el Volt, pinche la yema del dedo y acerque el borde de la tira a la gota de sangre hasta que el lector emita un pitido.',
      'Insira a tira no Volt, pique a ponta do dedo e encoste a borda da tira à gota de sangue até o leitor apitar.',
    ),
  },
  CHOL: {
    insertCuvette: names(
      'Coloque a gota de sangue na cubeta com o reagente, misture com a pipeta e insira a cubeta no Wave.',
      'Put the blood drop in the cuvette with the reagent, mix it with the pipette and insert the cuvette into the Wave.',
      'Coloque la gota de sangre en la cubeta con el reactivo, mezcle con la pipeta e inserte la cubeta en el Wave.',
      'Coloque a gota de sangue na cuvete com o reagente, misture com a pipeta e insira a cuvete no Wave.',
    ),
    lidClose: names(
      'Feche a tampa do Wave para a incubação começar.',
      'Close the Wave lid so the incubation starts.',
      'Cierre la tapa del Wave para que empiece la incubación.',
      'Feche a tampa do Wave para a incubação começar.',
    ),
  },
  COVID_PCR: {
    waitingCapsule: names(
      `Introduza o swab na narina e gire-o de ${turnsMin} a ${turnsMax} vezes; quebre-o dentro do tubo da cápsula, feche-a e insira-a no leitor.`,
      `Insert the swab into the nostril and turn it ${turnsMin} to ${turnsMax} times; break it off inside the capsule's tube, close the capsule and insert it into the reader.`,
      `Introduzca el hisopo en la fosa nasal y gírelo de ${turnsMin} a ${turnsMax} veces; pártalo dentro del tubo de la cápsula, ciérrela e insértela en el lector.`,
      `Introduza a zaragatoa na narina e rode-a ${turnsMin} a ${turnsMax} vezes; parta-a dentro do tubo da cápsula, feche-a e insira-a no leitor.`,
    ),
  },
  CDV_AG: {
    waitingCapsule: names(
      `Passe o swab na conjuntiva do animal; deixe-o ${swabMinutes} minuto no tubo com o tampão, pingue ${drops} gotas na tira da cápsula e insira a cápsula no leitor.`,
      `Rub the swab on the animal's conjunctiva; leave it ${swabMinutes} minute in the tube with the buffer, put ${drops} drops on the capsule's strip and insert the capsule into the reader.`,
      `Pase el hisopo por la conjuntiva del animal; déjelo ${swabMinutes} minuto en el tubo con el tampón, ponga ${drops} gotas en la tira de la cápsula e inserte la cápsula en el lector.`,
      `Passe a zaragatoa na conjuntiva do animal; deixe-a ${swabMinutes} minuto no tubo com o tampão, pingue ${drops} gotas na tira da cápsula e insira a cápsula no leitor.`,
    ),
  },
};

export const demoExams: DemoExam[] = catalogue.map((exam) => ({
  ...exam,
  instructions: instructionsByExam[exam.code] ?? {},
}));
