export default {
  title: 'Guia do programador',
  intro:
    'Ligue o seu sistema ao Ponto: siga o percurso, preencha as definições e envie pedidos de teste à API real deste portal.',
  apiManual: 'Manual da API (OpenAPI)',
  settings: {
    title: 'Definições',
    text: 'Aplicam-se a todos os pedidos de teste abaixo. O token fica apenas nesta página.',
    token: 'Token',
    cnpj: 'CNPJ do estabelecimento',
    examIndex: 'Índice do exame',
    externalId: 'ID externo do exame',
    preExamId: 'Pré-exame criado: {{id}}',
  },
  token: {
    form: 'Obter um token',
    username: 'Utilizador (CPF)',
    password: 'Palavra-passe',
    get: 'Obter token',
    ok: 'Token obtido e colocado nas definições.',
    refused: 'A API recusou (HTTP {{status}}). Confirme utilizador, palavra-passe e CNPJ.',
  },
  trail: {
    stepTitle: '{{index}}. {{title}}',
    curl: 'Exemplo com curl',
    send: 'Enviar pedido de teste',
    noToken: 'Obtenha primeiro um token no passo 1.',
    answer: 'Resposta: HTTP {{status}}',
    answerBody: 'Corpo da resposta',
    networkError: 'Não foi possível contactar a API. Verifique a ligação.',
  },
  steps: {
    authentication: {
      title: 'Autenticação',
      text: 'POST /integration/v1/token com grant_type=password, utilizador, palavra-passe e CNPJ devolve um token, enviado como Bearer nas chamadas seguintes.',
    },
    workplaces: {
      title: 'Listar estabelecimentos',
      text: 'Os CNPJ dos estabelecimentos a que o utilizador tem acesso.',
    },
    exams: {
      title: 'Exames disponíveis',
      text: 'Os exames do estabelecimento, com o índice que o pré-exame usa.',
    },
    createPreExam: {
      title: 'Criar pré-exame',
      text: 'Utente, índice do exame e o seu ID externo. O mesmo ID externo no mesmo estabelecimento devolve o mesmo pré-exame, sem duplicar.',
    },
    status: {
      title: 'Estado',
      text: 'STARTED, IN_PROGRESS, WAITING_RESULT, FINISHED, NOT_FOUND ou CANCELED.',
    },
    pdf: { title: 'Relatório em PDF', text: 'O relatório libertado, em PDF.' },
    results: { title: 'Resultados', text: 'Cada analito com valor, limites de referência e descrição.' },
    webhooks: {
      title: 'Webhooks',
      text: 'Registe endpoints em Definições → Webhooks (gestores). O Ponto envia exam.started, questionnaire.filled, exam.failed (a execução no leitor falhou: o código do erro e o estado a seguir) e result.finished, assinados segundo Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 de id.timestamp.corpo), com novas tentativas durante pelo menos 3 dias.',
      snippet: 'Verificação da assinatura em Node.js',
    },
    fhir: {
      title: 'FHIR R4',
      text: 'Os mesmos registos como recursos FHIR R4 normalizados, só de leitura, em /fhir/R4 neste portal: Patient, ServiceRequest, Specimen, Observation, DiagnosticReport, Device, Organization e Practitioner. Envie o token do passo 1 como Authorization: Bearer; as respostas são application/fhir+json e limitadas aos seus estabelecimentos (cnpj restringe a um).',
      metadata:
        'GET /fhir/R4/metadata não precisa de token e responde com o CapabilityStatement: todos os recursos, parâmetros de pesquisa e _include suportados.',
      metadataCurl: 'O CapabilityStatement com curl',
      search:
        'O pedido de teste abaixo é um exemplo de pesquisa: os relatórios finais do estabelecimento, cinco por página (um Bundle searchset com a ligação next). Acrescente patient=, date=ge2026-01-01 ou _include=DiagnosticReport:result para a restringir ou alargar.',
    },
    hl7: {
      title: 'HL7 v2 para o sistema do laboratório',
      text: 'Quando um resultado é libertado, o Ponto envia-o ao sistema de informação do laboratório do estabelecimento como uma mensagem HL7 v2.5.1 ORU^R01 por exame, por MLLP sobre TCP (com TLS quando configurado): MSH, PID com o documento do paciente, ORC/OBR com o número do protocolo e o exame, um OBX por analito (LOINC e UCUM quando conhecidos) e SPM com a amostra. Um resultado retificado é enviado de novo como correção: OBR-25 e os OBX-11 alterados são C, com um novo control id.',
      ack: 'O seu sistema responde a cada mensagem com um ACK de aplicação cujo MSA-2 é o control id da mensagem (MSH-10). AA aceita-a. AE, nenhuma resposta em 30 s ou uma ligação recusada ficam registados e a mensagem é reenviada (após 30 s, 5 min, 30 min, 2 h e depois a cada 6 h) durante 3 dias, com o mesmo control id: descarte repetições pelo MSH-10. Após 3 respostas AR a mensagem é rejeitada e não volta a ser enviada; um gestor pode reenviá-la a partir do registo.',
      configure:
        'Um gestor indica o anfitrião, a porta, o TLS e ligado/desligado em Definições → Sistema do laboratório (HL7), onde o registo de mensagens mostra o estado, as tentativas e o último ACK de cada mensagem.',
      sample: 'Exemplo de mensagem ORU^R01',
    },
  },
  landing: {
    clinic: {
      title: 'API Ponto para clínicas',
      intro:
        'Ligue o processo clínico ou o sistema de gestão da sua clínica ao Ponto: peça os exames a partir da consulta, acompanhe o andamento e receba os relatórios no processo, sem voltar a escrever nada.',
    },
    title: 'API Ponto para integradores',
    intro:
      'Ligue o sistema da sua rede de farmácias, clínica ou laboratório ao Ponto: registe pré-exames, acompanhe o andamento e receba os resultados sem voltar a escrever nada.',
    canTitle: 'O que a API faz',
    can: {
      preExams: 'Registar pré-exames com os dados do utente e o seu ID externo, sem duplicar.',
      status: 'Consultar o estado de cada exame.',
      results: 'Ler os resultados com valores e limites de referência, e descarregar o relatório em PDF.',
      webhooks:
        'Receber webhooks assinados quando o exame começa, o questionário é preenchido e o resultado sai.',
      base64: 'Relatórios em base64 para clientes com contrato.',
    },
    startTitle: 'Como começar',
    credentials: 'As credenciais de integração são fornecidas a pedido a um utilizador do estabelecimento.',
    ask: 'Peça acesso por {{email}}',
    mailSubject: 'Acesso à API de integração do Ponto',
    guide: 'Abrir o guia do programador',
  },
  info: {
    title: 'Informações do portal',
    system: 'Sistema',
    version: 'Versão',
    server: 'Servidor',
    checking: 'A verificar…',
    online: 'A responder',
    offline: 'Sem resposta',
    latency: '{{ms}} ms',
    support: 'Suporte',
    links: 'Páginas públicas',
    login: 'Entrar no portal',
  },
  iframe: {
    title: 'Andamento do exame',
    usage: 'Abra esta página com o token de integração, o id do pré-exame e o CNPJ:',
    loading: 'A carregar o andamento',
    expired: 'O token expirou ou não é válido. Gere um novo no seu sistema.',
    failed: 'Não foi possível ler o andamento agora.',
    status: 'Estado',
    externalId: 'O seu ID: {{id}}',
    exams: 'Exames',
    updated: 'Atualizado às {{at}}; atualiza-se a cada 10 segundos.',
  },
};
