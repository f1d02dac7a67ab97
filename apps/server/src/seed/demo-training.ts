import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { trainingCourses, trainingTrails } from '../db/schema';

type Localised = Record<string, string>;

/** A text in pt-BR, en-US, es-ES and pt-PT. */
const l = (ptBR: string, enUS: string, esES: string, ptPT: string): Localised => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'pt-PT': ptPT,
});

interface DemoCourse {
  code: string;
  title: Localised;
  workloadMinutes: number;
  lessons: Array<{ title: Localised; body: Localised }>;
  quiz: Array<{ question: Localised; options: Localised[]; correct: number }>;
}

interface DemoTrail {
  code: string;
  kind: 'initial' | 'continued';
  title: Localised;
  description: Localised;
  courses: DemoCourse[];
}

const PASS_GRADE = 70;

const biosafety: DemoCourse = {
  code: 'BIOSSEGURANCA',
  title: l('Biossegurança', 'Biosafety', 'Bioseguridad', 'Biossegurança'),
  workloadMinutes: 30,
  lessons: [
    {
      title: l('Proteção individual', 'Personal protection', 'Protección individual', 'Proteção individual'),
      body: l(
        'Use luvas, jaleco e proteção ocular em toda coleta. Troque as luvas a cada paciente e higienize as mãos antes e depois de cada atendimento.',
        'Wear gloves, a lab coat and eye protection for every collection. Change gloves for each patient and clean your hands before and after each care.',
        'Usa guantes, bata y protección ocular en cada toma. Cambia los guantes con cada paciente y lávate las manos antes y después de cada atención.',
        'Use luvas, bata e proteção ocular em todas as colheitas. Troque as luvas a cada utente e higienize as mãos antes e depois de cada atendimento.',
      ),
    },
    {
      title: l(
        'Perfurocortantes e resíduos',
        'Sharps and waste',
        'Objetos punzantes y residuos',
        'Cortantes e resíduos',
      ),
      body: l(
        'Descarte lancetas usadas no coletor rígido de perfurocortantes, sem reencapar. Cápsulas, gazes e luvas usadas vão para o saco de resíduo infectante identificado.',
        'Put used lancets in the rigid sharps container, never recapped. Used capsules, gauze and gloves go in the labelled infectious-waste bag.',
        'Desecha las lancetas usadas en el contenedor rígido de punzantes, sin volver a taparlas. Cápsulas, gasas y guantes usados van a la bolsa de residuos infecciosos identificada.',
        'Coloque as lancetas usadas no contentor rígido para cortantes, sem as voltar a tapar. Cápsulas, compressas e luvas usadas vão para o saco de resíduos infeciosos identificado.',
      ),
    },
  ],
  quiz: [
    {
      question: l(
        'Quando trocar as luvas?',
        'When should gloves be changed?',
        '¿Cuándo cambiar los guantes?',
        'Quando trocar as luvas?',
      ),
      options: [
        l('A cada paciente', 'For each patient', 'Con cada paciente', 'A cada utente'),
        l('Só no fim do dia', 'Only at the end of the day', 'Solo al final del día', 'Só no fim do dia'),
        l('Só quando rasgarem', 'Only when they tear', 'Solo cuando se rompan', 'Só quando rasgarem'),
      ],
      correct: 0,
    },
    {
      question: l(
        'Onde descartar uma lanceta usada?',
        'Where does a used lancet go?',
        '¿Dónde se desecha una lanceta usada?',
        'Onde colocar uma lanceta usada?',
      ),
      options: [
        l('No lixo comum', 'In the common bin', 'En la basura común', 'No lixo comum'),
        l(
          'No coletor rígido de perfurocortantes',
          'In the rigid sharps container',
          'En el contenedor rígido de punzantes',
          'No contentor rígido para cortantes',
        ),
        l('De volta na tampa', 'Back in its cap', 'De nuevo en su tapa', 'De volta na tampa'),
      ],
      correct: 1,
    },
    {
      question: l(
        'Quando higienizar as mãos?',
        'When should hands be cleaned?',
        '¿Cuándo lavarse las manos?',
        'Quando higienizar as mãos?',
      ),
      options: [
        l(
          'Só no início do turno',
          'Only at the start of the shift',
          'Solo al empezar el turno',
          'Só no início do turno',
        ),
        l(
          'Só quando estiverem sujas',
          'Only when visibly dirty',
          'Solo cuando estén sucias',
          'Só quando estiverem sujas',
        ),
        l(
          'Antes e depois de cada atendimento',
          'Before and after each care',
          'Antes y después de cada atención',
          'Antes e depois de cada atendimento',
        ),
      ],
      correct: 2,
    },
  ],
};

const flowReader: DemoCourse = {
  code: 'LEITOR_FLOW',
  title: l(
    'O leitor Flow e a cápsula',
    'The Flow reader and the capsule',
    'El lector Flow y la cápsula',
    'O leitor Flow e a cápsula',
  ),
  workloadMinutes: 40,
  lessons: [
    {
      title: l('As luzes do leitor', 'The reader lights', 'Las luces del lector', 'As luzes do leitor'),
      body: l(
        'Verde: calibrado e disponível. Amarelo: precisa de calibração. Ciano: exame em processamento; ciano piscando pede uma ação. Vermelho: erro.',
        'Green: calibrated and available. Yellow: calibration needed. Cyan: exam processing; blinking cyan asks for an action. Red: error.',
        'Verde: calibrado y disponible. Amarillo: necesita calibración. Cian: examen en proceso; cian intermitente pide una acción. Rojo: error.',
        'Verde: calibrado e disponível. Amarelo: precisa de calibração. Ciano: exame em processamento; ciano a piscar pede uma ação. Vermelho: erro.',
      ),
    },
    {
      title: l('A cápsula', 'The capsule', 'La cápsula', 'A cápsula'),
      body: l(
        'Leia a etiqueta NFC da cápsula e insira-a no leitor em até 10 minutos; depois disso ela é inválida. Cada cápsula é de uso único e não pode estar vencida.',
        'Read the capsule NFC tag and insert it in the reader within 10 minutes; after that it is invalid. Each capsule is single-use and must not be expired.',
        'Lee la etiqueta NFC de la cápsula e insértala en el lector en 10 minutos como máximo; después deja de ser válida. Cada cápsula es de un solo uso y no puede estar caducada.',
        'Leia a etiqueta NFC da cápsula e insira-a no leitor no prazo de 10 minutos; depois disso fica inválida. Cada cápsula é de utilização única e não pode estar fora de prazo.',
      ),
    },
    {
      title: l('Calibração', 'Calibration', 'Calibración', 'Calibração'),
      body: l(
        'Calibre de novo quando faltar menos de 1 hora para a calibração vencer. Depois de tocar em Calibrar, insira a cápsula de calibração em até 2 minutos.',
        'Calibrate again when the calibration expires in under 1 hour. After pressing Calibrate, insert the calibration capsule within 2 minutes.',
        'Vuelve a calibrar cuando falte menos de 1 hora para que caduque la calibración. Tras pulsar Calibrar, inserta la cápsula de calibración en 2 minutos como máximo.',
        'Calibre novamente quando faltar menos de 1 hora para a calibração expirar. Depois de tocar em Calibrar, insira a cápsula de calibração no prazo de 2 minutos.',
      ),
    },
  ],
  quiz: [
    {
      question: l(
        'O que indica a luz verde?',
        'What does the green light mean?',
        '¿Qué indica la luz verde?',
        'O que indica a luz verde?',
      ),
      options: [
        l(
          'Calibrado e disponível',
          'Calibrated and available',
          'Calibrado y disponible',
          'Calibrado e disponível',
        ),
        l('Erro', 'Error', 'Error', 'Erro'),
        l('Atualizando', 'Updating', 'Actualizando', 'A atualizar'),
      ],
      correct: 0,
    },
    {
      question: l(
        'Depois de ler a NFC, em quanto tempo inserir a cápsula?',
        'After reading the NFC tag, within how long must the capsule go in?',
        'Tras leer la NFC, ¿en cuánto tiempo hay que insertar la cápsula?',
        'Depois de ler a NFC, em quanto tempo inserir a cápsula?',
      ),
      options: [
        l('Em até 1 hora', 'Within 1 hour', 'En 1 hora como máximo', 'No prazo de 1 hora'),
        l('Em até 10 minutos', 'Within 10 minutes', 'En 10 minutos como máximo', 'No prazo de 10 minutos'),
        l('Em até 24 horas', 'Within 24 hours', 'En 24 horas como máximo', 'No prazo de 24 horas'),
      ],
      correct: 1,
    },
    {
      question: l(
        'O que indica a luz amarela?',
        'What does the yellow light mean?',
        '¿Qué indica la luz amarilla?',
        'O que indica a luz amarela?',
      ),
      options: [
        l('Exame em processamento', 'Exam processing', 'Examen en proceso', 'Exame em processamento'),
        l('Bateria fraca', 'Low battery', 'Batería baja', 'Bateria fraca'),
        l('Precisa de calibração', 'Calibration needed', 'Necesita calibración', 'Precisa de calibração'),
      ],
      correct: 2,
    },
    {
      question: l(
        'Uma cápsula pode ser reutilizada?',
        'Can a capsule be reused?',
        '¿Se puede reutilizar una cápsula?',
        'Uma cápsula pode ser reutilizada?',
      ),
      options: [
        l('Sim, depois de limpa', 'Yes, once cleaned', 'Sí, después de limpiarla', 'Sim, depois de limpa'),
        l(
          'Não, é de uso único',
          'No, it is single-use',
          'No, es de un solo uso',
          'Não, é de utilização única',
        ),
      ],
      correct: 1,
    },
  ],
};

const capillary: DemoCourse = {
  code: 'COLETA_CAPILAR',
  title: l(
    'Coleta de amostra capilar',
    'Capillary sample collection',
    'Toma de muestra capilar',
    'Colheita de amostra capilar',
  ),
  workloadMinutes: 30,
  lessons: [
    {
      title: l('Preparo', 'Preparation', 'Preparación', 'Preparação'),
      body: l(
        'Confirme a identidade do paciente. Aqueça a mão, limpe a lateral da ponta do dedo médio ou anelar com álcool 70% e espere secar.',
        'Confirm the patient identity. Warm the hand, clean the side of the middle or ring fingertip with 70% alcohol and let it dry.',
        'Confirma la identidad del paciente. Calienta la mano, limpia el lateral de la yema del dedo medio o anular con alcohol al 70% y deja secar.',
        'Confirme a identidade do utente. Aqueça a mão, limpe a lateral da ponta do dedo médio ou anelar com álcool a 70% e deixe secar.',
      ),
    },
    {
      title: l('Punção e coleta', 'Puncture and collection', 'Punción y toma', 'Punção e colheita'),
      body: l(
        'Fure com a lanceta, descarte a primeira gota e colete as seguintes sem espremer com força: apertar demais hemolisa e dilui a amostra. Depois pressione uma gaze no local.',
        'Puncture with the lancet, wipe away the first drop and collect the next ones without squeezing hard: squeezing haemolyses and dilutes the sample. Then press gauze on the site.',
        'Punciona con la lanceta, descarta la primera gota y recoge las siguientes sin apretar con fuerza: apretar hemoliza y diluye la muestra. Después presiona una gasa en el lugar.',
        'Pique com a lanceta, rejeite a primeira gota e colha as seguintes sem espremer com força: apertar demais hemolisa e dilui a amostra. Depois pressione uma compressa no local.',
      ),
    },
  ],
  quiz: [
    {
      question: l(
        'Qual gota é descartada?',
        'Which drop is wiped away?',
        '¿Qué gota se descarta?',
        'Que gota é rejeitada?',
      ),
      options: [
        l('A primeira', 'The first', 'La primera', 'A primeira'),
        l('A última', 'The last', 'La última', 'A última'),
        l('Nenhuma', 'None', 'Ninguna', 'Nenhuma'),
      ],
      correct: 0,
    },
    {
      question: l(
        'Como limpar a pele antes da punção?',
        'How is the skin cleaned before the puncture?',
        '¿Cómo se limpia la piel antes de la punción?',
        'Como limpar a pele antes da punção?',
      ),
      options: [
        l('Só com água', 'With water only', 'Solo con agua', 'Só com água'),
        l(
          'Com álcool 70%, esperando secar',
          'With 70% alcohol, letting it dry',
          'Con alcohol al 70%, dejando secar',
          'Com álcool a 70%, deixando secar',
        ),
        l('Não é preciso limpar', 'No cleaning is needed', 'No hace falta limpiar', 'Não é preciso limpar'),
      ],
      correct: 1,
    },
    {
      question: l(
        'Por que não espremer o dedo com força?',
        'Why not squeeze the finger hard?',
        '¿Por qué no apretar el dedo con fuerza?',
        'Porque não espremer o dedo com força?',
      ),
      options: [
        l('Porque atrasa o exame', 'It delays the exam', 'Porque retrasa el examen', 'Porque atrasa o exame'),
        l(
          'Porque o leitor não aceita',
          'The reader refuses it',
          'Porque el lector no lo acepta',
          'Porque o leitor não aceita',
        ),
        l(
          'Porque hemolisa e dilui a amostra',
          'It haemolyses and dilutes the sample',
          'Porque hemoliza y diluye la muestra',
          'Porque hemolisa e dilui a amostra',
        ),
      ],
      correct: 2,
    },
  ],
};

const qualityControl: DemoCourse = {
  code: 'CONTROLE_QUALIDADE',
  title: l('Controle de qualidade', 'Quality control basics', 'Control de calidad', 'Controlo de qualidade'),
  workloadMinutes: 30,
  lessons: [
    {
      title: l('Controle interno', 'Internal control', 'Control interno', 'Controlo interno'),
      body: l(
        'Rode o controle interno a cada dois meses nos exames qualitativos e todo mês nos quantitativos.',
        'Run the internal control every two months for qualitative exams and every month for quantitative ones.',
        'Realiza el control interno cada dos meses en los exámenes cualitativos y cada mes en los cuantitativos.',
        'Faça o controlo interno de dois em dois meses nos exames qualitativos e todos os meses nos quantitativos.',
      ),
    },
    {
      title: l('Amostras-controle', 'Control samples', 'Muestras de control', 'Amostras de controlo'),
      body: l(
        'O código de uma amostra-controle começa com EP ou CI. Se o resultado for inadequado, não libere resultados de pacientes: repita o controle e fale com o suporte.',
        'A control sample code starts with EP or CI. If the result is inadequate, release no patient results: repeat the control and contact support.',
        'El código de una muestra de control empieza por EP o CI. Si el resultado es inadecuado, no liberes resultados de pacientes: repite el control y contacta con soporte.',
        'O código de uma amostra de controlo começa por EP ou CI. Se o resultado for inadequado, não liberte resultados de utentes: repita o controlo e contacte o suporte.',
      ),
    },
  ],
  quiz: [
    {
      question: l(
        'Com que frequência rodar o controle interno dos exames quantitativos?',
        'How often is the internal control run for quantitative exams?',
        '¿Con qué frecuencia se realiza el control interno de los exámenes cuantitativos?',
        'Com que frequência fazer o controlo interno dos exames quantitativos?',
      ),
      options: [
        l('Todo mês', 'Every month', 'Cada mes', 'Todos os meses'),
        l('Uma vez por ano', 'Once a year', 'Una vez al año', 'Uma vez por ano'),
        l('Nunca', 'Never', 'Nunca', 'Nunca'),
      ],
      correct: 0,
    },
    {
      question: l(
        'Como começa o código de uma amostra-controle?',
        'How does a control sample code start?',
        '¿Cómo empieza el código de una muestra de control?',
        'Como começa o código de uma amostra de controlo?',
      ),
      options: [
        l('Com AB ou XY', 'With AB or XY', 'Por AB o XY', 'Por AB ou XY'),
        l('Com EP ou CI', 'With EP or CI', 'Por EP o CI', 'Por EP ou CI'),
        l('Com qualquer letra', 'With any letter', 'Por cualquier letra', 'Por qualquer letra'),
      ],
      correct: 1,
    },
    {
      question: l(
        'O controle deu inadequado. O que fazer?',
        'The control is inadequate. What now?',
        'El control es inadecuado. ¿Qué hacer?',
        'O controlo deu inadequado. O que fazer?',
      ),
      options: [
        l(
          'Liberar os resultados mesmo assim',
          'Release the results anyway',
          'Liberar los resultados igualmente',
          'Libertar os resultados mesmo assim',
        ),
        l(
          'Repetir o controle e falar com o suporte',
          'Repeat the control and contact support',
          'Repetir el control y contactar con soporte',
          'Repetir o controlo e contactar o suporte',
        ),
      ],
      correct: 1,
    },
  ],
};

/** The demo trails (docs/training.md, docs/demo-data.md): three initial courses and one continued. */
export const demoTrails: DemoTrail[] = [
  {
    code: 'TRILHA_INICIAL',
    kind: 'initial',
    title: l('Trilha inicial', 'Initial trail', 'Ruta inicial', 'Percurso inicial'),
    description: l(
      'O essencial para começar a atender: biossegurança, o leitor Flow e a coleta capilar.',
      'The essentials to start: biosafety, the Flow reader and capillary collection.',
      'Lo esencial para empezar: bioseguridad, el lector Flow y la toma capilar.',
      'O essencial para começar: biossegurança, o leitor Flow e a colheita capilar.',
    ),
    courses: [biosafety, flowReader, capillary],
  },
  {
    code: 'TREINAMENTO_CONTINUADO',
    kind: 'continued',
    title: l('Treinamento continuado', 'Continued training', 'Formación continua', 'Formação contínua'),
    description: l(
      'Atualização periódica para quem já atende.',
      'Periodic refresher for working operators.',
      'Actualización periódica para quien ya atiende.',
      'Atualização periódica para quem já atende.',
    ),
    courses: [qualityControl],
  },
];

/** Creates the demo trails and courses that are missing; running it again changes nothing. */
export async function seedDemoTraining(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [trailIndex, trail] of demoTrails.entries()) {
      await tx
        .insert(trainingTrails)
        .values({
          code: trail.code,
          kind: trail.kind,
          title: trail.title,
          description: trail.description,
          position: trailIndex + 1,
        })
        .onConflictDoNothing({ target: trainingTrails.code });
      const [row] = await tx
        .select({ id: trainingTrails.id })
        .from(trainingTrails)
        .where(eq(trainingTrails.code, trail.code));
      for (const [courseIndex, course] of trail.courses.entries()) {
        await tx
          .insert(trainingCourses)
          .values({ ...course, trailId: row!.id, position: courseIndex + 1, passGrade: PASS_GRADE })
          .onConflictDoNothing({ target: trainingCourses.code });
      }
    }
  });
}
