export default {
  title: 'Developer guide',
  intro:
    'Connect your system to Ponto: follow the trail, fill in the settings and send test requests to this portal’s real API.',
  apiManual: 'API manual (OpenAPI)',
  settings: {
    title: 'Settings',
    text: 'They apply to every test request below. The token stays on this page only.',
    token: 'Token',
    cnpj: 'Workplace tax id (CNPJ)',
    examIndex: 'Exam index',
    externalId: 'External exam id',
    preExamId: 'Pre-exam created: {{id}}',
  },
  token: {
    form: 'Get a token',
    username: 'User (CPF)',
    password: 'Password',
    get: 'Get token',
    ok: 'Token received and put in the settings.',
    refused: 'The API refused it (HTTP {{status}}). Check the user, password and tax id.',
  },
  trail: {
    stepTitle: '{{index}}. {{title}}',
    curl: 'Example with curl',
    send: 'Send test request',
    noToken: 'Get a token in step 1 first.',
    answer: 'Answer: HTTP {{status}}',
    answerBody: 'Response body',
    networkError: 'Could not reach the API. Check the connection.',
  },
  steps: {
    authentication: {
      title: 'Authentication',
      text: 'POST /integration/v1/token with grant_type=password, user, password and tax id returns a token, sent as Bearer in the next calls.',
    },
    workplaces: { title: 'List workplaces', text: 'The tax ids of the workplaces the user may use.' },
    exams: { title: 'Available exams', text: 'The workplace’s exams, with the index a pre-exam uses.' },
    createPreExam: {
      title: 'Create a pre-exam',
      text: 'Patient, exam index and your external id. The same external id at the same workplace returns the same pre-exam instead of a duplicate.',
    },
    status: {
      title: 'Status',
      text: 'STARTED, IN_PROGRESS, WAITING_RESULT, FINISHED, NOT_FOUND or CANCELED.',
    },
    pdf: { title: 'Report PDF', text: 'The released report, as a PDF.' },
    results: { title: 'Results', text: 'Each analyte with value, reference limits and description.' },
    webhooks: {
      title: 'Webhooks',
      text: 'Register endpoints in Settings → Webhooks (managers). Ponto sends exam.started, questionnaire.filled, exam.failed (the run on the reader failed: the error code and the status after it) and result.finished, signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 of id.timestamp.body), retrying for at least 3 days.',
      snippet: 'Checking the signature in Node.js',
    },
    fhir: {
      title: 'FHIR R4',
      text: 'The same records as standard FHIR R4 resources, read-only, at /fhir/R4 on this portal: Patient, ServiceRequest, Specimen, Observation, DiagnosticReport, Device, Organization and Practitioner. Send the token of step 1 as Authorization: Bearer; answers are application/fhir+json and limited to your workplaces (cnpj narrows them to one).',
      metadata:
        'GET /fhir/R4/metadata needs no token and answers the CapabilityStatement: every resource, search parameter and _include supported.',
      metadataCurl: 'The CapabilityStatement with curl',
      search:
        'The test request below is an example search: the workplace’s final reports, five to a page (a searchset Bundle with its next link). Add patient=, date=ge2026-01-01 or _include=DiagnosticReport:result to narrow or widen it.',
    },
    hl7: {
      title: 'HL7 v2 to the laboratory system',
      text: 'When a result is released, Ponto sends it to the workplace’s laboratory information system as one HL7 v2.5.1 ORU^R01 message per exam, over MLLP on TCP (with TLS when configured): MSH, PID with the patient’s document, ORC/OBR with the protocol number and the exam, one OBX per analyte (LOINC and UCUM when known) and SPM with the sample. A rectified result is sent again as a correction: OBR-25 and the changed OBX-11 are C, with a new control id.',
      ack: 'Your system answers each message with an application ACK whose MSA-2 is the message’s control id (MSH-10). AA accepts it. AE, no answer within 30 s or a refused connection are recorded and retried (after 30 s, 5 min, 30 min, 2 h, then every 6 h) for 3 days, with the same control id, so drop repeats by MSH-10. After 3 AR answers the message is rejected and not sent again; a manager can send it again from the log.',
      configure:
        'A manager sets the host, port, TLS and on/off in Settings → Laboratory system (HL7), where the message log shows each message’s state, attempts and last ACK.',
      sample: 'Example ORU^R01 message',
    },
  },
  landing: {
    clinic: {
      title: 'Ponto API for clinics',
      intro:
        'Connect your clinic’s medical record or management system to Ponto: order exams from the appointment, follow their progress and receive the reports in the record, without typing anything twice.',
    },
    title: 'Ponto API for integrators',
    intro:
      'Connect your pharmacy chain, clinic or lab system to Ponto: register pre-exams, follow their progress and receive results without typing anything twice.',
    canTitle: 'What the API does',
    can: {
      preExams: 'Register pre-exams with the patient data and your external id, without duplicates.',
      status: 'Check the status of each exam.',
      results: 'Read results with values and reference limits, and download the report PDF.',
      webhooks:
        'Receive signed webhooks when the exam starts, the questionnaire is filled and the result is out.',
      base64: 'Reports as base64 for contracted clients.',
    },
    startTitle: 'How to start',
    credentials: 'Integration credentials are given on request to a user of the workplace.',
    ask: 'Ask for access at {{email}}',
    mailSubject: 'Access to the Ponto integration API',
    guide: 'Open the developer guide',
  },
  info: {
    title: 'Portal information',
    system: 'System',
    version: 'Version',
    server: 'Server',
    checking: 'Checking…',
    online: 'Answering',
    offline: 'Not answering',
    latency: '{{ms}} ms',
    support: 'Support',
    links: 'Public pages',
    login: 'Sign in to the portal',
  },
  iframe: {
    title: 'Exam progress',
    usage: 'Open this page with the integration token, the pre-exam id and the tax id:',
    loading: 'Loading the progress',
    expired: 'The token expired or is not valid. Get a new one in your system.',
    failed: 'Could not read the progress now.',
    status: 'Status',
    externalId: 'Your id: {{id}}',
    exams: 'Exams',
    updated: 'Updated at {{at}}; it refreshes every 10 seconds.',
  },
};
