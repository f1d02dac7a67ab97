/** §2 developer guide (/developer-guide): the integration trail with a test request per step. */
export default {
  title: 'Guia do desenvolvedor',
  intro:
    'Integre o seu sistema ao Ponto: siga a trilha, preencha as configurações e envie requisições de teste à API real deste portal.',
  apiManual: 'Manual da API (OpenAPI)',
  settings: {
    title: 'Configurações',
    text: 'Valem para todas as requisições de teste abaixo. O token fica só nesta página.',
    token: 'Token',
    cnpj: 'CNPJ do estabelecimento',
    examIndex: 'Índice do exame',
    externalId: 'ID externo do exame',
    preExamId: 'Pré-exame criado: {{id}}',
  },
  token: {
    form: 'Obter um token',
    username: 'Usuário (CPF)',
    password: 'Senha',
    get: 'Obter token',
    ok: 'Token obtido e colocado nas configurações.',
    refused: 'A API recusou (HTTP {{status}}). Confira usuário, senha e CNPJ.',
  },
  trail: {
    stepTitle: '{{index}}. {{title}}',
    curl: 'Exemplo com curl',
    send: 'Enviar requisição de teste',
    noToken: 'Obtenha um token no passo 1 antes.',
    answer: 'Resposta: HTTP {{status}}',
    answerBody: 'Corpo da resposta',
    networkError: 'Não foi possível falar com a API. Confira a conexão.',
  },
  steps: {
    authentication: {
      title: 'Autenticação',
      text: 'POST /integration/v1/token com grant_type=password, usuário, senha e CNPJ devolve um token, enviado como Bearer nas chamadas seguintes.',
    },
    workplaces: {
      title: 'Listar estabelecimentos',
      text: 'Os CNPJ dos estabelecimentos a que o usuário tem acesso.',
    },
    exams: {
      title: 'Exames disponíveis',
      text: 'Os exames do estabelecimento, com o índice que o pré-exame usa.',
    },
    createPreExam: {
      title: 'Criar pré-exame',
      text: 'Paciente, índice do exame e o seu ID externo. O mesmo ID externo no mesmo estabelecimento devolve o mesmo pré-exame, sem duplicar.',
    },
    status: {
      title: 'Status',
      text: 'STARTED, IN_PROGRESS, WAITING_RESULT, FINISHED, NOT_FOUND ou CANCELED.',
    },
    pdf: { title: 'Laudo em PDF', text: 'O laudo liberado, em PDF.' },
    results: { title: 'Resultados', text: 'Cada analito com valor, limites de referência e descrição.' },
    webhooks: {
      title: 'Webhooks',
      text: 'Cadastre endpoints em Configurações → Webhooks (gerentes). O Ponto envia exam.started, questionnaire.filled, exam.failed (a execução no leitor falhou: o código do erro e o estado depois dela) e result.finished, assinados no padrão Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 de id.timestamp.corpo), com novas tentativas por pelo menos 3 dias.',
      snippet: 'Verificação da assinatura em Node.js',
    },
    fhir: {
      title: 'FHIR R4',
      text: 'Os mesmos registros como recursos FHIR R4 padrão, somente leitura, em /fhir/R4 neste portal: Patient, ServiceRequest, Specimen, Observation, DiagnosticReport, Device, Organization e Practitioner. Envie o token do passo 1 como Authorization: Bearer; as respostas são application/fhir+json e limitadas aos seus estabelecimentos (cnpj restringe a um).',
      metadata:
        'GET /fhir/R4/metadata dispensa token e responde o CapabilityStatement: todos os recursos, parâmetros de busca e _include aceitos.',
      metadataCurl: 'O CapabilityStatement com curl',
      search:
        'A requisição de teste abaixo é um exemplo de busca: os laudos finais do estabelecimento, cinco por página (um Bundle searchset com o link next). Acrescente patient=, date=ge2026-01-01 ou _include=DiagnosticReport:result para restringir ou ampliar.',
    },
    hl7: {
      title: 'HL7 v2 para o sistema do laboratório',
      text: 'Quando um resultado é liberado, o Ponto o envia ao sistema de informação do laboratório do estabelecimento como uma mensagem HL7 v2.5.1 ORU^R01 por exame, por MLLP sobre TCP (com TLS quando configurado): MSH, PID com o documento do paciente, ORC/OBR com o número do protocolo e o exame, um OBX por analito (LOINC e UCUM quando conhecidos) e SPM com a amostra. Um resultado retificado é enviado de novo como correção: OBR-25 e os OBX-11 alterados são C, com um novo control id.',
      ack: 'O seu sistema responde cada mensagem com um ACK de aplicação cujo MSA-2 é o control id da mensagem (MSH-10). AA a aceita. AE, nenhuma resposta em 30 s ou uma conexão recusada ficam registrados e a mensagem é reenviada (após 30 s, 5 min, 30 min, 2 h e depois a cada 6 h) por 3 dias, com o mesmo control id: descarte repetições pelo MSH-10. Depois de 3 respostas AR a mensagem é rejeitada e não é mais enviada; um gestor pode reenviá-la pelo registro.',
      configure:
        'Um gestor informa host, porta, TLS e ligado/desligado em Configurações → Sistema do laboratório (HL7), onde o registro de mensagens mostra a situação, as tentativas e o último ACK de cada mensagem.',
      sample: 'Exemplo de mensagem ORU^R01',
    },
  },
  landing: {
    clinic: {
      title: 'API Ponto para clínicas',
      intro:
        'Ligue o prontuário ou o sistema de gestão da sua clínica ao Ponto: peça os exames a partir da consulta, acompanhe o andamento e receba os laudos no prontuário, sem redigitar nada.',
    },
    title: 'API Ponto para integradores',
    intro:
      'Ligue o sistema da sua rede de farmácias, clínica ou laboratório ao Ponto: cadastre pré-exames, acompanhe o andamento e receba os resultados sem redigitar nada.',
    canTitle: 'O que a API faz',
    can: {
      preExams: 'Cadastrar pré-exames com os dados do paciente e o seu ID externo, sem duplicar.',
      status: 'Consultar o status de cada exame.',
      results: 'Ler os resultados com valores e limites de referência, e baixar o laudo em PDF.',
      webhooks:
        'Receber webhooks assinados quando o exame começa, o questionário é preenchido e o resultado sai.',
      base64: 'Laudos em base64 para clientes com contrato.',
    },
    startTitle: 'Como começar',
    credentials: 'As credenciais de integração são fornecidas sob pedido a um usuário do estabelecimento.',
    ask: 'Peça acesso por {{email}}',
    mailSubject: 'Acesso à API de integração do Ponto',
    guide: 'Abrir o guia do desenvolvedor',
  },
  info: {
    title: 'Informações do portal',
    system: 'Sistema',
    version: 'Versão',
    server: 'Servidor',
    checking: 'Verificando…',
    online: 'Respondendo',
    offline: 'Sem resposta',
    latency: '{{ms}} ms',
    support: 'Suporte',
    links: 'Páginas públicas',
    login: 'Entrar no portal',
  },
  iframe: {
    title: 'Andamento do exame',
    usage: 'Abra esta página com o token de integração, o id do pré-exame e o CNPJ:',
    loading: 'Carregando o andamento',
    expired: 'O token expirou ou não vale. Gere um novo no seu sistema.',
    failed: 'Não foi possível ler o andamento agora.',
    status: 'Situação',
    externalId: 'Seu ID: {{id}}',
    exams: 'Exames',
    updated: 'Atualizado às {{at}}; atualiza sozinho a cada 10 segundos.',
  },
};
