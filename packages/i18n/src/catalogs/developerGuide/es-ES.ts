export default {
  title: 'Guía del desarrollador',
  intro:
    'Conecte su sistema a Ponto: siga el recorrido, rellene la configuración y envíe solicitudes de prueba a la API real de este portal.',
  apiManual: 'Manual de la API (OpenAPI)',
  settings: {
    title: 'Configuración',
    text: 'Se aplica a todas las solicitudes de prueba de abajo. El token solo queda en esta página.',
    token: 'Token',
    cnpj: 'CNPJ del establecimiento',
    examIndex: 'Índice del examen',
    externalId: 'ID externo del examen',
    preExamId: 'Preexamen creado: {{id}}',
  },
  token: {
    form: 'Obtener un token',
    username: 'Usuario (CPF)',
    password: 'Contraseña',
    get: 'Obtener token',
    ok: 'Token obtenido y puesto en la configuración.',
    refused: 'La API lo rechazó (HTTP {{status}}). Revise usuario, contraseña y CNPJ.',
  },
  trail: {
    stepTitle: '{{index}}. {{title}}',
    curl: 'Ejemplo con curl',
    send: 'Enviar solicitud de prueba',
    noToken: 'Obtenga antes un token en el paso 1.',
    answer: 'Respuesta: HTTP {{status}}',
    answerBody: 'Cuerpo de la respuesta',
    networkError: 'No se pudo contactar con la API. Revise la conexión.',
  },
  steps: {
    authentication: {
      title: 'Autenticación',
      text: 'POST /integration/v1/token con grant_type=password, usuario, contraseña y CNPJ devuelve un token, que se envía como Bearer en las llamadas siguientes.',
    },
    workplaces: {
      title: 'Listar establecimientos',
      text: 'Los CNPJ de los establecimientos a los que el usuario tiene acceso.',
    },
    exams: {
      title: 'Exámenes disponibles',
      text: 'Los exámenes del establecimiento, con el índice que usa el preexamen.',
    },
    createPreExam: {
      title: 'Crear preexamen',
      text: 'Paciente, índice del examen y su ID externo. El mismo ID externo en el mismo establecimiento devuelve el mismo preexamen, sin duplicarlo.',
    },
    status: {
      title: 'Estado',
      text: 'STARTED, IN_PROGRESS, WAITING_RESULT, FINISHED, NOT_FOUND o CANCELED.',
    },
    pdf: { title: 'Informe en PDF', text: 'El informe liberado, en PDF.' },
    results: { title: 'Resultados', text: 'Cada analito con valor, límites de referencia y descripción.' },
    webhooks: {
      title: 'Webhooks',
      text: 'Registre endpoints en Configuración → Webhooks (gerentes). Ponto envía exam.started, questionnaire.filled, exam.failed (la ejecución en el lector falló: el código del error y el estado después) y result.finished, firmados según Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 de id.timestamp.cuerpo), con reintentos durante al menos 3 días.',
      snippet: 'Verificación de la firma en Node.js',
    },
    fhir: {
      title: 'FHIR R4',
      text: 'Los mismos registros como recursos FHIR R4 estándar, de solo lectura, en /fhir/R4 de este portal: Patient, ServiceRequest, Specimen, Observation, DiagnosticReport, Device, Organization y Practitioner. Envíe el token del paso 1 como Authorization: Bearer; las respuestas son application/fhir+json y se limitan a sus establecimientos (cnpj restringe a uno).',
      metadata:
        'GET /fhir/R4/metadata no necesita token y responde con el CapabilityStatement: todos los recursos, parámetros de búsqueda e _include admitidos.',
      metadataCurl: 'El CapabilityStatement con curl',
      search:
        'La solicitud de prueba de abajo es un ejemplo de búsqueda: los informes finales del establecimiento, cinco por página (un Bundle searchset con su enlace next). Añada patient=, date=ge2026-01-01 o _include=DiagnosticReport:result para restringirla o ampliarla.',
    },
    hl7: {
      title: 'HL7 v2 al sistema del laboratorio',
      text: 'Cuando se libera un resultado, Ponto lo envía al sistema de información del laboratorio del establecimiento como un mensaje HL7 v2.5.1 ORU^R01 por examen, por MLLP sobre TCP (con TLS si está configurado): MSH, PID con el documento del paciente, ORC/OBR con el número de protocolo y el examen, un OBX por analito (LOINC y UCUM cuando se conocen) y SPM con la muestra. Un resultado rectificado se envía de nuevo como corrección: OBR-25 y los OBX-11 modificados son C, con un nuevo control id.',
      ack: 'Su sistema responde a cada mensaje con un ACK de aplicación cuyo MSA-2 es el control id del mensaje (MSH-10). AA lo acepta. AE, ninguna respuesta en 30 s o una conexión rechazada quedan registrados y el mensaje se reenvía (tras 30 s, 5 min, 30 min, 2 h y después cada 6 h) durante 3 días, con el mismo control id: descarte las repeticiones por MSH-10. Tras 3 respuestas AR el mensaje se rechaza y no se vuelve a enviar; un gestor puede reenviarlo desde el registro.',
      configure:
        'Un gestor indica el host, el puerto, TLS y activado/desactivado en Configuración → Sistema del laboratorio (HL7), donde el registro de mensajes muestra el estado, los intentos y el último ACK de cada mensaje.',
      sample: 'Ejemplo de mensaje ORU^R01',
    },
  },
  landing: {
    clinic: {
      title: 'API de Ponto para clínicas',
      intro:
        'Conecte la historia clínica o el sistema de gestión de su clínica a Ponto: pida los exámenes desde la consulta, siga su avance y reciba los informes en la historia, sin volver a teclear nada.',
    },
    title: 'API de Ponto para integradores',
    intro:
      'Conecte el sistema de su cadena de farmacias, clínica o laboratorio a Ponto: registre preexámenes, siga su avance y reciba los resultados sin volver a teclear nada.',
    canTitle: 'Qué hace la API',
    can: {
      preExams: 'Registrar preexámenes con los datos del paciente y su ID externo, sin duplicados.',
      status: 'Consultar el estado de cada examen.',
      results: 'Leer los resultados con valores y límites de referencia, y descargar el informe en PDF.',
      webhooks:
        'Recibir webhooks firmados cuando el examen empieza, se rellena el cuestionario y sale el resultado.',
      base64: 'Informes en base64 para clientes con contrato.',
    },
    startTitle: 'Cómo empezar',
    credentials:
      'Las credenciales de integración se facilitan bajo petición a un usuario del establecimiento.',
    ask: 'Solicite acceso en {{email}}',
    mailSubject: 'Acceso a la API de integración de Ponto',
    guide: 'Abrir la guía del desarrollador',
  },
  info: {
    title: 'Información del portal',
    system: 'Sistema',
    version: 'Versión',
    server: 'Servidor',
    checking: 'Comprobando…',
    online: 'Responde',
    offline: 'No responde',
    latency: '{{ms}} ms',
    support: 'Soporte',
    links: 'Páginas públicas',
    login: 'Entrar en el portal',
  },
  iframe: {
    title: 'Avance del examen',
    usage: 'Abra esta página con el token de integración, el id del preexamen y el CNPJ:',
    loading: 'Cargando el avance',
    expired: 'El token caducó o no es válido. Genere uno nuevo en su sistema.',
    failed: 'No se pudo leer el avance ahora.',
    status: 'Estado',
    externalId: 'Su ID: {{id}}',
    exams: 'Exámenes',
    updated: 'Actualizado a las {{at}}; se actualiza cada 10 segundos.',
  },
};
