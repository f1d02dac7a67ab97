import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { exams, leaflets } from '../db/schema';
import { type DemoExam, demoExams } from './demo-catalogue';

/** A text in the four languages (pt-PT defaults to pt-BR where they are written alike). */
type Text = Record<string, string>;
const text = (ptBR: string, enUS: string, esES: string, ptPT = ptBR): Text => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'pt-PT': ptPT,
});

/** §9: a demo lot carries 100 + the exam index as its leaflet code (demo-network.ts builds the lot numbers). */
export const demoLeafletCode = (exam: Pick<DemoExam, 'index'>) => String(100 + exam.index).padStart(3, '0');

const heading = {
  intendedUse: text('Uso pretendido', 'Intended use', 'Uso previsto', 'Utilização prevista'),
  principle: text('Princípio do teste', 'Test principle', 'Principio del test', 'Princípio do teste'),
  sample: text('Amostra', 'Sample', 'Muestra', 'Amostra'),
  procedure: text('Procedimento', 'Procedure', 'Procedimiento', 'Procedimento'),
  reading: text(
    'Leitura do resultado',
    'Reading the result',
    'Lectura del resultado',
    'Leitura do resultado',
  ),
  limitations: text('Limitações', 'Limitations', 'Limitaciones', 'Limitações'),
  storage: text('Armazenamento', 'Storage', 'Almacenamiento', 'Armazenamento'),
};

const intendedUse: Record<string, Text> = {
  COVID_AG: text(
    'Detecção qualitativa do antígeno do SARS-CoV-2 em swab nasal, para auxiliar o diagnóstico de Covid-19 nos primeiros 7 dias de sintomas.',
    'Qualitative detection of SARS-CoV-2 antigen in nasal swabs, as an aid to diagnosing Covid-19 in the first 7 days of symptoms.',
    'Detección cualitativa del antígeno del SARS-CoV-2 en hisopado nasal, como ayuda al diagnóstico de Covid-19 en los primeros 7 días de síntomas.',
    'Deteção qualitativa do antigénio do SARS-CoV-2 em zaragatoa nasal, para apoiar o diagnóstico de Covid-19 nos primeiros 7 dias de sintomas.',
  ),
  HIV: text(
    'Triagem qualitativa de anticorpos anti-HIV-1 e anti-HIV-2 em sangue capilar.',
    'Qualitative screening for antibodies to HIV-1 and HIV-2 in capillary blood.',
    'Cribado cualitativo de anticuerpos anti-VIH-1 y anti-VIH-2 en sangre capilar.',
    'Rastreio qualitativo de anticorpos anti-VIH-1 e anti-VIH-2 em sangue capilar.',
  ),
  SYPHILIS: text(
    'Detecção qualitativa de anticorpos treponêmicos contra o Treponema pallidum em sangue capilar.',
    'Qualitative detection of treponemal antibodies to Treponema pallidum in capillary blood.',
    'Detección cualitativa de anticuerpos treponémicos contra Treponema pallidum en sangre capilar.',
    'Deteção qualitativa de anticorpos treponémicos contra o Treponema pallidum em sangue capilar.',
  ),
  HBSAG: text(
    'Detecção qualitativa do antígeno de superfície do vírus da hepatite B (HBsAg) em sangue capilar.',
    'Qualitative detection of hepatitis B surface antigen (HBsAg) in capillary blood.',
    'Detección cualitativa del antígeno de superficie del virus de la hepatitis B (HBsAg) en sangre capilar.',
    'Deteção qualitativa do antigénio de superfície do vírus da hepatite B (HBsAg) em sangue capilar.',
  ),
  BHCG: text(
    'Dosagem quantitativa da gonadotrofina coriônica humana (beta hCG) em sangue capilar, para auxiliar a confirmação da gravidez.',
    'Quantitative measurement of human chorionic gonadotropin (beta hCG) in capillary blood, as an aid to confirming pregnancy.',
    'Medición cuantitativa de la gonadotropina coriónica humana (beta hCG) en sangre capilar, como ayuda para confirmar el embarazo.',
    'Doseamento quantitativo da gonadotrofina coriónica humana (beta hCG) em sangue capilar, para apoiar a confirmação da gravidez.',
  ),
  HBA1C: text(
    'Dosagem quantitativa da hemoglobina glicada (HbA1c) em sangue capilar, para o acompanhamento do diabetes.',
    'Quantitative measurement of glycated haemoglobin (HbA1c) in capillary blood, for monitoring diabetes.',
    'Medición cuantitativa de la hemoglobina glicosilada (HbA1c) en sangre capilar, para el seguimiento de la diabetes.',
    'Doseamento quantitativo da hemoglobina glicada (HbA1c) em sangue capilar, para o acompanhamento da diabetes.',
  ),
  CRP: text(
    'Dosagem quantitativa da proteína C reativa (PCR) em sangue capilar, como marcador de inflamação.',
    'Quantitative measurement of C-reactive protein (CRP) in capillary blood, as a marker of inflammation.',
    'Medición cuantitativa de la proteína C reactiva (PCR) en sangre capilar, como marcador de inflamación.',
    'Doseamento quantitativo da proteína C reativa (PCR) em sangue capilar, como marcador de inflamação.',
  ),
  CBC: text(
    'Contagem de hemoglobina, leucócitos e plaquetas em sangue venoso com EDTA.',
    'Count of haemoglobin, white blood cells and platelets in EDTA venous blood.',
    'Recuento de hemoglobina, leucocitos y plaquetas en sangre venosa con EDTA.',
    'Contagem de hemoglobina, leucócitos e plaquetas em sangue venoso com EDTA.',
  ),
  GLUCOSE: text(
    'Dosagem quantitativa da glicose em sangue capilar, para triagem e acompanhamento da glicemia.',
    'Quantitative measurement of glucose in capillary blood, for screening and monitoring blood sugar.',
    'Medición cuantitativa de la glucosa en sangre capilar, para el cribado y el seguimiento de la glucemia.',
    'Doseamento quantitativo da glicose em sangue capilar, para rastreio e acompanhamento da glicemia.',
  ),
  CHOL: text(
    'Dosagem quantitativa do colesterol total em sangue capilar, para a avaliação do risco cardiovascular.',
    'Quantitative measurement of total cholesterol in capillary blood, for assessing cardiovascular risk.',
    'Medición cuantitativa del colesterol total en sangre capilar, para valorar el riesgo cardiovascular.',
    'Doseamento quantitativo do colesterol total em sangue capilar, para a avaliação do risco cardiovascular.',
  ),
  COVID_PCR: text(
    'Detecção qualitativa do RNA do SARS-CoV-2 em swab nasal por RT-PCR, para o diagnóstico de Covid-19.',
    'Qualitative detection of SARS-CoV-2 RNA in nasal swabs by RT-PCR, for diagnosing Covid-19.',
    'Detección cualitativa del ARN del SARS-CoV-2 en hisopado nasal por RT-PCR, para el diagnóstico de Covid-19.',
    'Deteção qualitativa do ARN do SARS-CoV-2 em zaragatoa nasal por RT-PCR, para o diagnóstico de Covid-19.',
  ),
  CDV_AG: text(
    'Uso veterinário: detecção qualitativa do antígeno do vírus da cinomose em swab conjuntival de cães.',
    'Veterinary use: qualitative detection of canine distemper virus antigen in conjunctival swabs of dogs.',
    'Uso veterinario: detección cualitativa del antígeno del virus del moquillo en hisopado conjuntival de perros.',
    'Uso veterinário: deteção qualitativa do antigénio do vírus da esgana em zaragatoa conjuntival de cães.',
  ),
};

const principle: Record<string, Text> = {
  Imunocromatografia: text(
    'Imunocromatografia de fluxo lateral: anticorpos ou antígenos marcados na tira formam uma linha de teste quando o alvo está presente; a linha de controle confirma a corrida.',
    'Lateral flow immunochromatography: labelled antibodies or antigens on the strip form a test line when the target is present; the control line confirms the run.',
    'Inmunocromatografía de flujo lateral: anticuerpos o antígenos marcados en la tira forman una línea de test cuando el analito está presente; la línea de control confirma el ensayo.',
    'Imunocromatografia de fluxo lateral: anticorpos ou antigénios marcados na tira formam uma linha de teste quando o alvo está presente; a linha de controlo confirma o ensaio.',
  ),
  Imunofluorescência: text(
    'Imunoensaio fluorescente: o leitor mede a fluorescência na tira, proporcional à concentração do analito.',
    'Fluorescence immunoassay: the reader measures the fluorescence on the strip, proportional to the analyte concentration.',
    'Inmunoensayo fluorescente: el lector mide la fluorescencia de la tira, proporcional a la concentración del analito.',
    'Imunoensaio fluorescente: o leitor mede a fluorescência na tira, proporcional à concentração do analito.',
  ),
  'Microscopia digital': text(
    'Microscopia digital: o Lens fotografa a amostra no cartucho e conta as células por análise de imagem.',
    'Digital microscopy: the Lens photographs the sample in the cartridge and counts the cells by image analysis.',
    'Microscopía digital: el Lens fotografía la muestra en el cartucho y cuenta las células por análisis de imagen.',
  ),
  Eletroquímica: text(
    'Biossensor eletroquímico: a glicose-oxidase da tira gera uma corrente proporcional à glicose da amostra.',
    'Electrochemical biosensor: the glucose oxidase on the strip produces a current proportional to the glucose in the sample.',
    'Biosensor electroquímico: la glucosa oxidasa de la tira genera una corriente proporcional a la glucosa de la muestra.',
  ),
  Colorimetria: text(
    'Colorimetria enzimática: a reação na cubeta forma uma cor cuja absorbância o Wave mede após a incubação.',
    'Enzymatic colorimetry: the reaction in the cuvette forms a colour whose absorbance the Wave measures after incubation.',
    'Colorimetría enzimática: la reacción en la cubeta forma un color cuya absorbancia mide el Wave tras la incubación.',
    'Colorimetria enzimática: a reação na cuvete forma uma cor cuja absorvância o Wave mede após a incubação.',
  ),
  'RT-PCR': text(
    'Transcrição reversa e amplificação em tempo real (RT-PCR) de alvos do genoma viral, com controle interno.',
    'Reverse transcription and real-time amplification (RT-PCR) of viral genome targets, with an internal control.',
    'Transcripción inversa y amplificación en tiempo real (RT-PCR) de dianas del genoma viral, con control interno.',
    'Transcrição reversa e amplificação em tempo real (RT-PCR) de alvos do genoma viral, com controlo interno.',
  ),
};

const sample: Record<string, Text> = {
  nasal_swab: text(
    'Swab nasal colhido com o swab do kit. Processe logo após a coleta; não use meio de transporte viral.',
    'Nasal swab taken with the kit swab. Process right after collection; do not use viral transport medium.',
    'Hisopado nasal con el hisopo del kit. Procese justo después de la toma; no use medio de transporte viral.',
    'Zaragatoa nasal colhida com a zaragatoa do kit. Processe logo após a colheita; não use meio de transporte viral.',
  ),
  capillary_blood: text(
    'Sangue capilar da ponta do dedo, colhido com a lanceta do kit. Use a primeira gota limpa em até 1 minuto.',
    'Fingertip capillary blood taken with the kit lancet. Use the first clean drop within 1 minute.',
    'Sangre capilar de la yema del dedo, obtenida con la lanceta del kit. Use la primera gota limpia en menos de 1 minuto.',
    'Sangue capilar da ponta do dedo, colhido com a lanceta do kit. Use a primeira gota limpa em até 1 minuto.',
  ),
  venous_blood: text(
    'Sangue venoso em tubo com EDTA, analisado em até 8 horas da coleta, em temperatura ambiente.',
    'Venous blood in an EDTA tube, analysed within 8 hours of collection, at room temperature.',
    'Sangre venosa en tubo con EDTA, analizada en menos de 8 horas tras la extracción, a temperatura ambiente.',
    'Sangue venoso em tubo com EDTA, analisado até 8 horas após a colheita, à temperatura ambiente.',
  ),
  conjunctival_swab: text(
    'Swab conjuntival do animal colhido com o swab do kit. Processe logo após a coleta.',
    'Conjunctival swab of the animal taken with the kit swab. Process right after collection.',
    'Hisopado conjuntival del animal con el hisopo del kit. Procese justo después de la toma.',
    'Zaragatoa conjuntival do animal colhida com a zaragatoa do kit. Processe logo após a colheita.',
  ),
};

const procedureIntro = text(
  'Cadastre o exame no Ponto, escolha o leitor e siga a tela.',
  'Register the exam in Ponto, choose the reader and follow the screen.',
  'Registre el examen en Ponto, elija el lector y siga la pantalla.',
  'Registe o exame no Ponto, escolha o leitor e siga o ecrã.',
);

const reading: Record<DemoExam['kind'], Text> = {
  qualitative: text(
    'O leitor interpreta a cápsula e informa positivo, negativo, inválido ou inconclusivo. Não leia a tira a olho. Inválido ou inconclusivo: repita com uma nova cápsula.',
    'The reader interprets the capsule and reports positive, negative, invalid or inconclusive. Do not read the strip by eye. Invalid or inconclusive: repeat with a new capsule.',
    'El lector interpreta la cápsula e informa positivo, negativo, inválido o no concluyente. No lea la tira a simple vista. Inválido o no concluyente: repita con una cápsula nueva.',
    'O leitor interpreta a cápsula e indica positivo, negativo, inválido ou inconclusivo. Não leia a tira a olho. Inválido ou inconclusivo: repita com uma nova cápsula.',
  ),
  quantitative: text(
    'O leitor mostra o valor com a unidade e os limites de referência; um valor na faixa crítica é destacado no laudo.',
    'The reader shows the value with its unit and the reference limits; a value in the critical range is highlighted on the report.',
    'El lector muestra el valor con su unidad y los límites de referencia; un valor en el rango crítico se destaca en el informe.',
    'O leitor mostra o valor com a unidade e os limites de referência; um valor na faixa crítica é destacado no relatório.',
  ),
};

const limitations: Record<DemoExam['kind'], Text> = {
  qualitative: text(
    'Um resultado negativo não exclui infecção em fase inicial. Confirme resultados positivos conforme o protocolo clínico. O teste não substitui a avaliação profissional.',
    'A negative result does not rule out an early infection. Confirm positive results according to the clinical protocol. The test does not replace professional assessment.',
    'Un resultado negativo no descarta una infección en fase inicial. Confirme los resultados positivos según el protocolo clínico. El test no sustituye la valoración profesional.',
    'Um resultado negativo não exclui infeção em fase inicial. Confirme resultados positivos segundo o protocolo clínico. O teste não substitui a avaliação profissional.',
  ),
  quantitative: text(
    'Hemólise, amostra insuficiente ou bolhas alteram o valor. Interprete o resultado junto ao quadro clínico.',
    'Haemolysis, an insufficient sample or bubbles change the value. Interpret the result together with the clinical picture.',
    'La hemólisis, una muestra insuficiente o las burbujas alteran el valor. Interprete el resultado junto con el cuadro clínico.',
    'Hemólise, amostra insuficiente ou bolhas alteram o valor. Interprete o resultado em conjunto com o quadro clínico.',
  ),
};

const storage: Record<string, Text> = {
  Flow: text(
    'Guarde as cápsulas de 2 °C a 30 °C, secas e longe do sol. Abra a embalagem só na hora do uso. Não use após a validade.',
    'Store the capsules at 2 °C to 30 °C, dry and out of the sun. Open the pouch only when using it. Do not use after expiry.',
    'Conserve las cápsulas entre 2 °C y 30 °C, secas y lejos del sol. Abra el envase solo al usarlo. No use tras la caducidad.',
    'Guarde as cápsulas entre 2 °C e 30 °C, secas e longe do sol. Abra a embalagem só no momento de uso. Não use após a validade.',
  ),
  Lens: text(
    'Guarde os cartuchos e reagentes de 2 °C a 8 °C; deixe-os 15 minutos em temperatura ambiente antes do uso.',
    'Store cartridges and reagents at 2 °C to 8 °C; leave them 15 minutes at room temperature before use.',
    'Conserve cartuchos y reactivos entre 2 °C y 8 °C; déjelos 15 minutos a temperatura ambiente antes de usarlos.',
    'Guarde os cartuchos e reagentes entre 2 °C e 8 °C; deixe-os 15 minutos à temperatura ambiente antes de usar.',
  ),
  Volt: text(
    'Guarde as tiras de 4 °C a 30 °C no frasco fechado. Use em até 3 meses depois de aberto.',
    'Store the strips at 4 °C to 30 °C in the closed vial. Use within 3 months of opening.',
    'Conserve las tiras entre 4 °C y 30 °C en el frasco cerrado. Úselas en los 3 meses siguientes a su apertura.',
    'Guarde as tiras entre 4 °C e 30 °C no frasco fechado. Use até 3 meses depois de aberto.',
  ),
  Wave: text(
    'Guarde as cubetas com reagente de 2 °C a 8 °C, protegidas da luz.',
    'Store the reagent cuvettes at 2 °C to 8 °C, away from light.',
    'Conserve las cubetas con reactivo entre 2 °C y 8 °C, protegidas de la luz.',
    'Guarde as cuvetes com reagente entre 2 °C e 8 °C, protegidas da luz.',
  ),
  Molecular: text(
    'Guarde as cápsulas de 2 °C a 25 °C. Depois de aberta, use a cápsula em até 30 minutos.',
    'Store the capsules at 2 °C to 25 °C. Once opened, use the capsule within 30 minutes.',
    'Conserve las cápsulas entre 2 °C y 25 °C. Una vez abierta, use la cápsula en menos de 30 minutos.',
    'Guarde as cápsulas entre 2 °C e 25 °C. Depois de aberta, use a cápsula em até 30 minutos.',
  ),
};

const step = {
  prepare: {
    title: text('Prepare', 'Prepare', 'Prepare', 'Prepare'),
    body: text(
      'Confira a validade do lote, separe o material do kit e veja se o leitor está com a luz verde.',
      'Check the lot expiry, lay out the kit and make sure the reader light is green.',
      'Compruebe la caducidad del lote, prepare el material del kit y vea que la luz del lector esté verde.',
      'Confira a validade do lote, separe o material do kit e veja se a luz do leitor está verde.',
    ),
  },
  register: {
    title: text('Cadastre o exame', 'Register the exam', 'Registre el examen', 'Registe o exame'),
    body: text(
      'Em Novo exame, informe o paciente e escolha este exame e o leitor.',
      'In New exam, enter the patient and choose this exam and the reader.',
      'En Nuevo examen, indique el paciente y elija este examen y el lector.',
      'Em Novo exame, indique o paciente e escolha este exame e o leitor.',
    ),
  },
  run: {
    title: text('Colete e insira', 'Collect and insert', 'Tome la muestra e inserte', 'Colha e insira'),
  },
  wait: {
    title: text('Aguarde a leitura', 'Wait for the reading', 'Espere la lectura', 'Aguarde a leitura'),
    body: text(
      'Acompanhe as etapas na tela e não retire a cápsula até o leitor concluir.',
      'Follow the steps on screen and do not remove the capsule until the reader finishes.',
      'Siga las etapas en la pantalla y no retire la cápsula hasta que el lector termine.',
      'Acompanhe as etapas no ecrã e não retire a cápsula até o leitor concluir.',
    ),
  },
  release: {
    title: text('Libere o laudo', 'Release the report', 'Libere el informe', 'Liberte o relatório'),
    body: text(
      'Confira o resultado, libere o laudo e descarte o material usado como resíduo biológico.',
      'Check the result, release the report and discard the used material as biological waste.',
      'Revise el resultado, libere el informe y deseche el material usado como residuo biológico.',
      'Confira o resultado, liberte o relatório e elimine o material usado como resíduo biológico.',
    ),
  },
};

/** The exam's operator instructions (§9, exams.instructions) in one text per language. */
function instructionsOf(exam: DemoExam): Text {
  const parts = Object.values(exam.instructions);
  return Object.fromEntries(
    Object.keys(procedureIntro).map((locale) => [locale, parts.map((p) => p[locale]).join(' ')]),
  );
}

const joined = (a: Text, b: Text): Text =>
  Object.fromEntries(Object.keys(a).map((locale) => [locale, `${a[locale]} ${b[locale]}`.trim()]));

/** One demo exam's leaflet: the seven sections of its instructions for use and a five-step tutorial. */
export function demoLeafletOf(exam: DemoExam) {
  const instructions = instructionsOf(exam);
  return {
    code: demoLeafletCode(exam),
    version: `2.${exam.index % 4}`,
    publishedOn: `2024-${String(exam.index).padStart(2, '0')}-15`,
    sections: [
      { heading: heading.intendedUse, body: intendedUse[exam.code]! },
      { heading: heading.principle, body: principle[exam.methodology]! },
      { heading: heading.sample, body: sample[exam.sampleType]! },
      { heading: heading.procedure, body: joined(procedureIntro, instructions) },
      { heading: heading.reading, body: reading[exam.kind] },
      { heading: heading.limitations, body: limitations[exam.kind] },
      { heading: heading.storage, body: storage[exam.deviceFamily]! },
    ],
    tutorial: [
      step.prepare,
      step.register,
      { title: step.run.title, body: instructions },
      step.wait,
      step.release,
    ],
  };
}

/** The leaflet of every demo exam whose catalogue row exists (idempotent: tests call it after ensureDemoExams). */
export async function seedDemoLeaflets(db: Db): Promise<void> {
  for (const exam of demoExams) {
    const [row] = await db.select({ id: exams.id }).from(exams).where(eq(exams.code, exam.code));
    if (!row) continue;
    await db
      .insert(leaflets)
      .values({ examId: row.id, ...demoLeafletOf(exam) })
      .onConflictDoNothing();
  }
}
