export default {
  title: 'Calibraciones',
  intro: 'Calibre los lectores y siga el historial de cada uno.',
  loading: 'Cargando',
  noWorkplace: 'Elija un establecimiento en el inicio para calibrar sus lectores.',
  chooseReader: 'Lector',
  tutorialsHint: '¿El lector no se conecta?',
  examBlocked:
    'Un lector sin calibración válida (ninguna, vencida o que vence en menos de 1 hora) no inicia exámenes hasta que se calibre de nuevo.',
  validity: {
    expiringSoonTitle: 'Calibración a punto de vencer: repítala ahora',
    expiringSoon:
      'La calibración de este lector vence en menos de 1 hora y debe repetirse antes del próximo examen.',
    expiredTitle: 'Calibración vencida',
    expired: 'La calibración de este lector ha vencido. Calíbrelo antes del próximo examen.',
  },
  flow: {
    title: 'Calibrar el lector',
    intro:
      'Tenga a mano la cápsula de calibración que acompaña al lector. Tras pulsar Calibrar, tiene 2 minutos para insertarla.',
    calibrate: 'Calibrar',
    readerState: 'Estado del lector: {{state}}',
    insertTitle: 'Inserte la cápsula de calibración',
    step1: 'Tome la cápsula de calibración que acompaña al lector.',
    step2: 'Inserte la cápsula con el logotipo hacia arriba, hasta el fondo.',
    step3: 'No retire la cápsula hasta que el resultado aparezca aquí.',
    timeLeft: 'Tiempo restante: {{time}}',
    timeLeftLabel: 'Tiempo restante para insertar la cápsula',
    timeUp: 'Se acabó el tiempo para insertar la cápsula. Esperando la respuesta del lector…',
    waiting: 'El resultado aparece aquí en cuanto el lector termine.',
  },
  outcome: {
    approvedTitle: 'Calibración aprobada',
    approved: 'El lector está calibrado y listo para exámenes.',
    approvedUntil: 'El lector está calibrado y listo para exámenes. La calibración es válida hasta {{time}}.',
  },
  history: {
    title: 'Historial de calibraciones',
    caption: 'Calibraciones de este lector, de la más reciente a la más antigua',
    empty: 'Este lector todavía no se ha calibrado.',
    date: 'Fecha',
    result: 'Resultado',
    problem: 'Problema',
    validUntil: 'Válida hasta',
    outcome: {
      pending: 'En curso',
      approved: 'Aprobada',
      rejected: 'Rechazada',
      failed: 'Falló',
      timeout: 'Tiempo agotado',
    },
  },
  help: {
    title: 'Problemas de calibración y qué hacer',
  },
};
