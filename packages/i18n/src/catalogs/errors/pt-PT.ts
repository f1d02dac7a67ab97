export default {
  AUTH_INVALID_CREDENTIALS: {
    title: 'Utilizador ou palavra-passe inválidos',
    advice: 'Reveja os campos e a sua ligação e tente novamente.',
  },
  AUTH_BLOCKED: {
    title: 'Acesso bloqueado por excesso de tentativas',
    advice: 'Aguarde 6 minutos e tente novamente. Tempo restante: {{minutes}} min {{seconds}} s.',
  },
  AUTH_LOGIN_EXPIRED: { title: 'Sessão expirada', advice: 'Inicie sessão novamente.' },
  AUTH_PASSWORD_TOKEN_EXPIRED: {
    title: 'Ligação de redefinição expirada ou já utilizada',
    advice: 'Contacte o suporte ou use “Esqueci-me da palavra-passe” para receber uma nova ligação.',
  },
  AUTH_ACCESS_SUSPENDED: {
    title: 'Acesso suspenso',
    advice: 'Existe um pagamento pendente. Contacte o seu gestor de conta.',
  },
  AUTH_NO_WORKPLACE: {
    title: 'Nenhum estabelecimento associado',
    advice: 'O seu utilizador não está associado a nenhum estabelecimento. Contacte o suporte.',
  },
  AUTH_WRONG_OLD_PASSWORD: {
    title: 'Palavra-passe atual incorreta',
    advice: 'Introduza a palavra-passe que usa hoje.',
  },
  AUTH_RESEND_WAIT: {
    title: 'Aguarde para reenviar',
    advice: 'Poderá pedir um novo envio dentro de {{minutes}} min {{seconds}} s.',
  },
  AUTH_INVALID_CLIENT: { title: 'Cliente não autorizado', advice: 'Verifique as credenciais do cliente.' },
  VALIDATION_FAILED: {
    title: 'Verifique os campos assinalados',
    advice: 'Corrija os campos e tente novamente.',
  },
  NOT_FOUND: { title: 'Não encontrado', advice: 'O item não existe ou não tem acesso a ele.' },
  FORBIDDEN: { title: 'Acesso não permitido', advice: 'O seu perfil não permite esta ação.' },
  RATE_LIMITED: { title: 'Demasiados pedidos', advice: 'Aguarde um pouco e tente novamente.' },
  NOT_READY: {
    title: 'O portal ainda não está pronto',
    advice:
      'Uma parte de que o portal precisa não responde (indicada em checks). Tente novamente dentro de momentos.',
  },
  DATABASE_UNAVAILABLE: {
    title: 'O portal está indisponível por um instante',
    advice:
      'A base de dados não responde neste momento. Nada do que já foi guardado se perdeu; tente novamente dentro de alguns segundos.',
  },
  AUDIT_UNAVAILABLE: {
    title: 'Não foi possível registar no registo de auditoria',
    advice:
      'Nada foi mostrado nem alterado, porque não pôde ser registado. Tente novamente dentro de momentos; se continuar, fale com o suporte pelo chat.',
  },
  NETWORK_ERROR: {
    title: 'Erro de ligação',
    advice: 'Verifique a sua ligação à internet e recarregue a página.',
  },
  SOMETHING_WENT_WRONG: {
    title: 'Algo correu mal',
    advice: 'Tente novamente ou fale com o suporte no chat.',
  },
  UNEXPECTED_ERROR: { title: 'Erro inesperado', advice: 'Tente novamente ou fale com o suporte no chat.' },
  INVALID_TRANSITION: {
    title: 'Ação não permitida neste momento',
    advice: 'O item mudou de estado. Recarregue a página; se continuar, fale com o suporte pelo chat.',
  },
  INTEGRATION_TOKEN_NOT_GENERATED: {
    title: 'Não foi possível gerar o token',
    advice:
      'Confirme o utilizador, a palavra-passe e o CNPJ da integração. Se estiverem corretos, fale com o suporte pelo chat.',
  },
  INTEGRATION_WORKPLACES_UNAVAILABLE: {
    title: 'Não foi possível listar os estabelecimentos',
    advice: 'Tente novamente dentro de alguns minutos ou fale com o suporte pelo chat.',
  },
  INTEGRATION_EXAMS_UNAVAILABLE: {
    title: 'Não foi possível listar os exames',
    advice: 'Tente novamente dentro de alguns minutos ou fale com o suporte pelo chat.',
  },
  INTEGRATION_PRE_EXAM_NOT_CREATED: {
    title: 'Não foi possível criar o pré-exame',
    advice:
      'Confirme os dados do paciente, o índice do exame e o CNPJ enviados. Se estiverem corretos, fale com o suporte pelo chat.',
  },
  INTEGRATION_STATUS_UNAVAILABLE: {
    title: 'Não foi possível consultar o estado do exame',
    advice: 'Confirme o id do exame e o CNPJ e tente novamente, ou fale com o suporte pelo chat.',
  },
  INTEGRATION_PDF_UNAVAILABLE: {
    title: 'Não foi possível obter o PDF do exame',
    advice:
      'O relatório pode ainda não estar pronto. Tente novamente mais tarde ou fale com o suporte pelo chat.',
  },
  INTEGRATION_RESULTS_UNAVAILABLE: {
    title: 'Não foi possível obter os resultados do exame',
    advice: 'Confirme o id do exame e o CNPJ e tente novamente, ou fale com o suporte pelo chat.',
  },
  RNDS_EXAM_NOT_ACCEPTED: {
    title: 'A RNDS não recebe este exame',
    advice:
      'A RNDS publica códigos de exame apenas para SARS-CoV-2. Notifique este resultado pelo formulário da autoridade de saúde.',
  },
  RNDS_PATIENT_CPF_REQUIRED: {
    title: 'A RNDS exige o CPF do utente',
    advice:
      'A RNDS identifica as pessoas por CPF ou CNS. Atualize o documento do utente para CPF ou notifique pelo formulário da autoridade de saúde.',
  },
  RNDS_SAMPLE_TYPE_NOT_ACCEPTED: {
    title: 'O tipo de amostra do exame não tem código na RNDS',
    advice: 'Contacte o suporte: o tipo de amostra do exame não está na tabela da RNDS.',
  },
  RNDS_RESULT_NOT_REPORTABLE: {
    title: 'O resultado não pode ser enviado à RNDS',
    advice: 'Um teste inválido não tem resultado na RNDS. Repita o exame.',
  },
  RNDS_NOT_CONFIGURED: {
    title: 'O envio à RNDS não está configurado',
    advice:
      'O certificado do estabelecimento e os endereços da RNDS têm de ser configurados no servidor. Descarregue o documento.',
  },
  INTEGRATION_ACCESS_NOT_GRANTED: {
    title: 'Acesso à API não autorizado',
    advice: 'As credenciais da API são atribuídas mediante pedido. Fale com o seu gestor de conta.',
  },
  INTEGRATION_PRE_EXAM_ALREADY_STARTED: {
    title: 'A análise já foi iniciada',
    advice:
      'Só é possível eliminar um pedido cujas análises ainda não começaram. Para interromper uma análise em curso, contacte o estabelecimento.',
  },
  INTEGRATION_REPORT_NOT_READY: {
    title: 'O relatório ainda não está pronto',
    advice: 'Aguarde o estado FINISHED (ou o webhook de resultado) e tente novamente.',
  },
  CAMERA_NOT_ALLOWED: {
    title: 'Acesso à câmara não permitido',
    advice: 'Permita a utilização da câmara nas definições do navegador e tente novamente.',
  },
  CAMERA_NOT_FOUND: {
    title: 'Nenhuma câmara encontrada',
    advice: 'Ligue uma câmara ao computador e tente novamente.',
  },
  CAMERA_NOT_SUPPORTED: {
    title: 'Câmara não suportada nesta ligação',
    advice: 'A câmara só funciona numa ligação segura (https). Abra o portal pelo endereço seguro.',
  },
  CAMERA_IN_USE: {
    title: 'Câmara em utilização',
    advice: 'Feche outros programas ou separadores que estejam a usar a câmara e tente novamente.',
  },
  CAMERA_INCOMPATIBLE: {
    title: 'Câmara incompatível',
    advice: 'Use outra câmara ou fale com o suporte pelo chat.',
  },
  CAMERA_BROWSER_INCOMPATIBLE: {
    title: 'Navegador incompatível com a câmara',
    advice: 'Use uma versão recente do Chrome, Edge, Firefox ou Safari.',
  },
  CAMERA_NOT_STARTED: {
    title: 'A câmara não iniciou',
    advice: 'Recarregue a página e tente novamente. Se continuar, fale com o suporte pelo chat.',
  },
  CAMERA_NO_FACE: {
    title: 'Nenhum rosto identificado',
    advice:
      'Posicione o rosto do paciente e o documento dentro do enquadramento, com boa luz, e tire a fotografia novamente.',
  },
  BROWSER_UNSUPPORTED: {
    title: 'Navegador não suportado',
    advice: 'Use uma versão recente do Chrome, Edge, Firefox ou Safari.',
  },
  CAPSULE_ALREADY_USED: {
    title: 'Cápsula já utilizada',
    advice: 'Esta cápsula já foi usada no exame de {{patient}}. Use uma cápsula nova.',
  },
  CAPSULE_EXPIRED: {
    title: 'Cápsula fora de validade',
    advice: 'Esta cápsula ultrapassou a validade. Use uma cápsula de um lote dentro da validade.',
  },
  CAPSULE_NOT_FOUND: {
    title: 'Cápsula não encontrada',
    advice: 'Confirme o código da cápsula. Se estiver correto, fale com o suporte pelo chat.',
  },
  CAPSULE_INVALID: {
    title: 'Cápsula inválida',
    advice: 'Repita o exame com uma cápsula nova. Se continuar, fale com o suporte pelo chat.',
  },
  CAPSULE_INCOMPATIBLE: {
    title: 'Cápsula incompatível com o exame',
    advice: 'Use uma cápsula do exame selecionado.',
  },
  CAPSULE_REMOVED_DURING_PROCESSING: {
    title: 'Cápsula removida durante o processamento',
    advice: 'Pode continuar o exame ou enviá-lo para nova colheita.',
  },
  CAPSULE_INSERTED_TOO_EARLY: {
    title: 'Cápsula inserida antes do tempo',
    advice: 'Retire a cápsula e insira-a apenas quando o leitor pedir.',
  },
  CAPSULE_INSERTED_TOO_LATE: {
    title: 'Cápsula inserida fora do prazo',
    advice:
      'A cápsula foi inserida mais de 10 minutos após a leitura NFC. Cancele o exame ou envie-o para nova colheita.',
  },
  CAPSULE_NULLIFIED: {
    title: 'Cápsula anulada',
    advice: 'Uma cápsula anulada não pode ser reutilizada. Use uma cápsula nova.',
  },
  IMAGE_QR_NOT_FOUND: {
    title: 'Código QR da cápsula não encontrado',
    advice: 'Repita o exame com uma cápsula nova.',
  },
  IMAGE_DATAMATRIX_NOT_FOUND: {
    title: 'Data matrix da cápsula não encontrado',
    advice: 'Repita o exame com uma cápsula nova.',
  },
  IMAGE_FIDUCIALS_NOT_FOUND: {
    title: 'Marcas de referência não encontradas',
    advice: 'Repita o exame com uma cápsula nova.',
  },
  IMAGE_CORRUPTED: { title: 'Imagem corrompida', advice: 'Repita o exame com uma cápsula nova.' },
  IMAGE_EXPOSURE: { title: 'Falha de exposição na imagem', advice: 'Repita o exame com uma cápsula nova.' },
  IMAGE_FOCUS: { title: 'Falha de focagem na imagem', advice: 'Repita o exame com uma cápsula nova.' },
  NFC_TAG_INVALID: {
    title: 'Etiqueta NFC inválida',
    advice: 'Aproxime outra cápsula do leitor. Se continuar, fale com o suporte pelo chat.',
  },
  NFC_TAG_EXPIRED: {
    title: 'Etiqueta NFC fora de validade',
    advice: 'O lote desta cápsula está fora de validade. Use uma cápsula dentro da validade.',
  },
  NFC_TAG_OVERUSED: {
    title: 'Etiqueta NFC lida vezes demais',
    advice: 'Esta cápsula atingiu o limite de leituras. Use uma cápsula nova.',
  },
  NFC_TAG_EXAM_MISMATCH: {
    title: 'A cápsula não corresponde ao exame',
    advice: 'Use uma cápsula do exame selecionado.',
  },
  CALIBRATION_FAILED: {
    title: 'Falha na calibração',
    advice: 'Repita a calibração. Se continuar, fale com o suporte pelo chat.',
  },
  CALIBRATION_NEEDED: {
    title: 'Calibração necessária',
    advice: 'Calibre o leitor antes de iniciar o exame.',
  },
  CALIBRATION_WRONG_CAPSULE: {
    title: 'Cápsula de calibração incorreta',
    advice: 'Insira a cápsula de calibração fornecida com o leitor.',
  },
  CALIBRATION_WRONG_POSITION: {
    title: 'Cápsula de calibração na posição errada',
    advice: 'Insira a cápsula de calibração com o logótipo virado para cima.',
  },
  CALIBRATION_TIMEOUT: {
    title: 'Tempo de calibração esgotado',
    advice: 'A cápsula de calibração não foi inserida em 2 minutos. Prima Calibrar novamente.',
  },
  READER_THERMAL_RUNAWAY: {
    title: 'Falha de temperatura no leitor',
    advice:
      'Desligue o leitor, aguarde alguns minutos e volte a ligá-lo. Se continuar, fale com o suporte pelo chat.',
  },
  READER_NTC_FAULT: {
    title: 'Falha no sensor de temperatura do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_TEMPERATURE_OUT_OF_RANGE: {
    title: 'Temperatura fora do intervalo',
    advice: 'Deixe o leitor num ambiente entre 15 °C e 30 °C, longe do sol, e tente novamente.',
  },
  READER_HEATING_TIMEOUT: {
    title: 'O leitor demorou a aquecer',
    advice: 'Reinicie o leitor e repita o exame. Se continuar, fale com o suporte pelo chat.',
  },
  READER_OVER_VOLTAGE: {
    title: 'Sobretensão no leitor',
    advice:
      'Use apenas a fonte de alimentação original de 12 V (4 A). Se continuar, fale com o suporte pelo chat.',
  },
  READER_SENSOR_FAULT: {
    title: 'Falha num sensor do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_I2C_FAULT: {
    title: 'Falha de comunicação interna do leitor (I2C)',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_STEPPER_FAULT: {
    title: 'Falha no motor do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_LED_FAULT: {
    title: 'Falha na iluminação do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_FILESYSTEM_FAULT: {
    title: 'Falha na memória do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_CAMERA_FAULT: {
    title: 'Falha na câmara do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_NFC_INIT_FAULT: {
    title: 'Falha ao iniciar o NFC do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_MESSAGE_TOO_LONG: {
    title: 'Mensagem do leitor maior do que o permitido',
    advice: 'Atualize o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_NOT_CONFIGURED: {
    title: 'Leitor não configurado',
    advice: 'Fale com o suporte pelo chat para configurar o leitor.',
  },
  READER_NOT_CALIBRATED: {
    title: 'Leitor não calibrado',
    advice: 'Calibre o leitor antes de iniciar o exame.',
  },
  READER_RESTARTED_DURING_EXAM: {
    title: 'O leitor reiniciou durante o exame',
    advice: 'Verifique a alimentação do leitor. Pode enviar o exame para nova colheita.',
  },
  READER_UPDATING: {
    title: 'Leitor em atualização',
    advice: 'Aguarde: a atualização demora 5 a 10 minutos. Não desligue o leitor.',
  },
  READER_UPDATE_FAILED: {
    title: 'Falha na atualização do leitor',
    advice:
      'Verifique a ligação do leitor e tente atualizar novamente. Se continuar, fale com o suporte pelo chat.',
  },
  READER_UPDATE_REFUSED_DURING_EXAM: {
    title: 'Atualização recusada durante o exame',
    advice: 'Aguarde o fim do exame para atualizar o leitor.',
  },
  READER_LOW_BATTERY: {
    title: 'Bateria fraca',
    advice: 'Ligue o leitor à fonte de alimentação antes de iniciar o exame.',
  },
  READER_STARTING: {
    title: 'Leitor a iniciar',
    advice: 'Aguarde alguns segundos até o leitor ficar disponível e tente novamente.',
  },
  READER_TURN_OFF_REFUSED: {
    title: 'Encerramento recusado durante o exame',
    advice: 'Aguarde o fim do exame para desligar o leitor.',
  },
  READER_UNKNOWN_PROTOCOL: {
    title: 'Protocolo do leitor desconhecido',
    advice: 'Atualize o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_IN_USE: {
    title: 'Leitor já em utilização',
    advice: 'Aguarde que o exame atual termine ou escolha outro leitor.',
  },
  READER_NOT_SUITED: {
    title: 'Leitor não adequado ao exame',
    advice: 'Escolha um leitor da família indicada para este exame.',
  },
  READER_BLOCKED: {
    title: 'Leitor bloqueado',
    advice: 'Este leitor está bloqueado. Fale com o suporte pelo chat.',
  },
  READER_BLACKLISTED: {
    title: 'Atualização obrigatória antes do exame',
    advice: 'A versão deste leitor foi bloqueada. Atualize o leitor para continuar.',
  },
  READER_OFFLINE: {
    title: 'Leitor desligado da rede',
    advice: 'Verifique se o leitor está ligado e com ligação à internet.',
  },
  RESULT_TOO_LARGE: {
    title: 'Resultado demasiado grande',
    advice: 'Repita o exame. Se continuar, fale com o suporte pelo chat.',
  },
  RESULT_UNREADABLE: {
    title: 'Resultado ilegível',
    advice: 'Repita o exame. Se continuar, fale com o suporte pelo chat.',
  },
  EXAM_TIMEOUT: {
    title: 'Tempo do exame esgotado',
    advice: 'Não houve ação durante 30 minutos. Cancele o exame ou envie-o para nova colheita.',
  },
  EXAM_TIMEOUT_WARNING: {
    title: 'O exame está a aguardar uma ação',
    advice: 'Faltam {{minutes}} minutos para o tempo do exame se esgotar. Siga a instrução do leitor.',
  },
  EXAM_STEP_TIMEOUT: {
    title: 'Tempo da etapa esgotado',
    advice:
      'A etapa {{step}} não terminou no tempo esperado. Repita o exame ou fale com o suporte pelo chat.',
  },
  EXAM_OUT_OF_ORDER: {
    title: 'Etapa do exame fora de ordem',
    advice: 'O leitor enviou uma etapa inesperada. Repita o exame ou fale com o suporte pelo chat.',
  },
  EXAM_CANCELLED: {
    title: 'Exame cancelado',
    advice: 'Os dados do exame foram descartados e os consumíveis do kit não podem ser reutilizados.',
  },
  EXAM_INVALIDATED_BY_SOFTWARE: {
    title: 'Exame invalidado pelo software',
    advice: 'A análise não passou no controlo de qualidade. Envie o exame para nova colheita.',
  },
  EXAM_NOT_ALLOWED_FOR_AGE: {
    title: 'Exame não permitido para a idade',
    advice: 'O exame {{exam}} só pode ser feito a partir dos {{minAge}} anos.',
  },
  EXAM_APPROVAL_WRONG_WORKPLACE: {
    title: 'Aprovação não permitida',
    advice: 'Apenas o estabelecimento que registou o exame o pode aprovar.',
  },
  EXAM_CANCEL_NOT_ALLOWED: {
    title: 'O exame não pode ser cancelado',
    advice: 'Exames com relatório libertado não podem ser cancelados. Fale com o suporte pelo chat.',
  },
  PATIENT_NOT_REGISTERED: {
    title: 'Paciente não registado',
    advice: 'Registe o paciente antes de iniciar o exame.',
  },
  PATIENT_UNDER_AGE: {
    title: 'Paciente menor de idade',
    advice: 'Este projeto não atende pacientes com menos de 18 anos.',
  },
  PRE_EXAM_NOT_FOUND: {
    title: 'Pré-exame não encontrado',
    advice: 'Confirme o código do pré-exame. Se estiver correto, fale com o suporte pelo chat.',
  },
  CLIENT_QUIZ_LINK_INVALID: {
    title: 'Ligação do questionário inválida',
    advice:
      'Confirme que a ligação foi copiada por inteiro. Se o problema continuar, peça uma nova ligação ao local de atendimento.',
  },
  CLIENT_QUIZ_LINK_EXPIRED: {
    title: 'Ligação do questionário expirada',
    advice: 'Esta ligação era válida durante 7 dias. Peça uma nova ligação ao local de atendimento.',
  },
  CLIENT_QUIZ_CLOSED: {
    title: 'Questionário encerrado',
    advice:
      'O exame já começou, por isso as respostas já não podem ser alteradas. Fale com o local de atendimento se precisar de corrigir algo.',
  },
  RECOLLECT_NOT_AVAILABLE: {
    title: 'Nenhuma nova colheita disponível',
    advice: 'Não há exames a aguardar nova colheita.',
  },
  RECOLLECT_ALREADY_DONE: {
    title: 'Nova colheita já realizada',
    advice: 'Um exame só pode ter uma nova colheita. Registe um novo exame.',
  },
  RECOLLECT_READER_BUSY: {
    title: 'Não foi possível iniciar a nova colheita',
    advice: 'Outro exame neste leitor está a aguardar a cápsula. Conclua-o ou escolha outro leitor.',
  },
  RECOLLECT_EXPIRED: {
    title: 'Prazo de nova colheita expirado',
    advice: 'O prazo para a nova colheita deste exame terminou. Registe o exame novamente.',
  },
  RECTIFY_NOT_ALLOWED: {
    title: 'Retificação não permitida',
    advice: 'Só é possível retificar resultados libertados, após confirmação.',
  },
  FLOW_ALREADY_RESERVED: {
    title: 'Este leitor Lens já tem um Flow reservado',
    advice: 'Um leitor Lens só pode ter um leitor Flow reservado. Liberte o atual antes de escolher outro.',
  },
  RESULT_SHEET_COUNCIL_REQUIRED: {
    title: 'Dados da ordem profissional obrigatórios',
    advice: 'Indique a sigla da ordem, o distrito e o número para emitir a folha de resultados.',
  },
  CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED: {
    title: 'Valor crítico já confirmado',
    advice:
      'Alguém já registou quem foi avisado deste valor crítico. Atualize a lista para ver quem, quando e como.',
  },
  CODE_NOT_FOUND: {
    title: 'Código não encontrado',
    advice: 'Confirme o código introduzido e tente novamente.',
  },
  CODE_ALREADY_USED: {
    title: 'Código já utilizado',
    advice:
      'Este código já foi usado no exame de {{patient}}. Fale com o suporte pelo chat se for um engano.',
  },
  READER_CODE_NOT_FOUND: {
    title: 'Código de leitor inexistente',
    advice: 'Confirme o código na etiqueta do leitor e tente novamente.',
  },
  PATIENT_ALREADY_ANONYMISED: {
    title: 'Utente já anonimizado',
    advice:
      'Os dados que identificavam este utente já foram apagados. A anonimização não pode ser desfeita nem repetida.',
  },
  PATIENT_ALREADY_REGISTERED: {
    title: 'Utente já registado',
    advice: 'Este documento já está registado neste estabelecimento. Procure o utente e atualize os dados.',
  },
  READER_ALREADY_REGISTERED: {
    title: 'Leitor já registado',
    advice: 'Este leitor já está registado. Se não aparece na sua lista, fale com o suporte pelo chat.',
  },
  SAMPLE_CODE_ALREADY_USED: {
    title: 'Código de amostra já utilizado',
    advice: 'Cada amostra precisa de um código único. Use outro código.',
  },
  SAMPLE_TYPE_NOT_SAVED: {
    title: 'Tipo de amostra não guardado',
    advice: 'Tente novamente. Se continuar, fale com o suporte pelo chat.',
  },
  LOT_NOT_FOUND: { title: 'Lote não encontrado', advice: 'Confirme o número do lote e tente novamente.' },
  LOT_EXPIRED: { title: 'Lote fora de validade', advice: 'Use um lote dentro da validade.' },
  LOT_ROUND_CLOSED: { title: 'Ronda encerrada', advice: 'A ronda deste lote de controlo já foi encerrada.' },
  LOT_WRONG_FORMAT: {
    title: 'Formato incorreto',
    advice: 'Confirme o código introduzido: deve seguir o formato impresso na amostra.',
  },
  CONTROL_SAMPLE_NOT_FOUND: {
    title: 'Amostra de controlo não encontrada',
    advice: 'Confirme o código da amostra de controlo e tente novamente.',
  },
  CONTROL_SAMPLE_INCOMPATIBLE: {
    title: 'Amostra de controlo incompatível',
    advice: 'A amostra não é compatível com o leitor escolhido. Escolha outro leitor.',
  },
  POSTAL_CODE_NOT_FOUND: {
    title: 'Código postal desconhecido',
    advice: "Confirme o código postal ou assinale 'Não sei o código postal' e preencha a morada.",
  },
  VOUCHER_WRONG_WORKPLACE: {
    title: 'Voucher de outro estabelecimento',
    advice: 'Este voucher não é válido neste estabelecimento.',
  },
  VOUCHER_WRONG_EXAM: {
    title: 'Voucher de outro exame',
    advice: 'Este voucher não é válido para o exame escolhido.',
  },
  VOUCHER_MAX_USED: {
    title: 'Voucher esgotado',
    advice: 'A quantidade máxima de utilizações deste voucher já foi atingida.',
  },
  VOUCHER_EXPIRED: { title: 'Voucher fora de validade', advice: 'A validade deste voucher terminou.' },
  VOUCHER_WRONG_PATIENT: {
    title: 'Voucher de outro paciente',
    advice: 'Este voucher pertence a outro paciente.',
  },
  VOUCHER_NOT_FOUND: {
    title: 'Voucher não encontrado',
    advice: 'Confirme o código do voucher e tente novamente.',
  },
  VOUCHER_ERROR: {
    title: 'Não foi possível validar o voucher',
    advice: 'Tente novamente ou fale com o suporte pelo chat.',
  },
  REPORT_GENERATION_FAILED: {
    title: 'Falha ao gerar o relatório',
    advice: 'Tente novamente ou fale com o suporte pelo chat.',
  },
  ZIP_DOWNLOAD_FAILED: {
    title: 'Falha ao transferir o ficheiro ZIP',
    advice: 'Tente novamente com menos ficheiros ou fale com o suporte pelo chat.',
  },
  DOWNLOAD_LIMIT_EXCEEDED: {
    title: 'Ficheiros demais para transferir',
    advice: 'Transfira no máximo {{max}} ficheiros de cada vez. Reduza o período ou use mais filtros.',
  },
  NO_REPORTS_TO_DOWNLOAD: {
    title: 'Nenhum relatório para transferir',
    advice: 'Nenhuma análise com relatório corresponde aos filtros. Altere o período, a análise ou o modelo.',
  },
  REPORT_BASE64_NOT_CONTRACTED: {
    title: 'Relatório em base64 só para clientes com contrato',
    advice:
      'O acesso aos relatórios em base64 pela API faz parte do contrato. Fale com o seu gestor de conta ou descarregue o PDF.',
  },
  EXAM_LOAD_FAILED: {
    title: 'Falha ao carregar os exames',
    advice: 'Recarregue a página ou fale com o suporte pelo chat.',
  },
  TRAILS_LOAD_FAILED: {
    title: 'Falha ao carregar os percursos de formação',
    advice: 'Recarregue a página ou fale com o suporte pelo chat.',
  },
  RECTIFY_FAILED: {
    title: 'Falha ao retificar o resultado',
    advice: 'Tente novamente ou fale com o suporte pelo chat.',
  },
  HISTORY_LOAD_FAILED: {
    title: 'Falha ao carregar o histórico',
    advice: 'Recarregue a página ou fale com o suporte pelo chat.',
  },
  QUESTIONNAIRE_VIEW_FAILED: {
    title: 'Falha ao abrir o questionário',
    advice: 'Tente novamente ou fale com o suporte pelo chat.',
  },
  LEAFLET_LOAD_FAILED: {
    title: 'Falha ao carregar o folheto informativo',
    advice: 'Confirme o código do lote e tente novamente, ou fale com o suporte pelo chat.',
  },
  PATIENT_EDIT_FAILED: {
    title: 'Falha ao guardar o paciente',
    advice: 'Nenhum dado foi perdido. Tente novamente ou fale com o suporte pelo chat.',
  },
  QR_NOT_RECOGNISED: {
    title: 'Código QR não reconhecido',
    advice: 'Aproxime o código da câmara, com boa luz, ou introduza-o.',
  },
  NULLIFY_QR_FAILED: {
    title: 'Não foi possível ler o código QR da cápsula',
    advice: 'Tente novamente ou introduza o código da cápsula e o lote.',
  },
  NULLIFY_NETWORK_FAILED: {
    title: 'Falha de ligação ao anular a cápsula',
    advice: 'A cápsula não foi anulada. Verifique a sua internet e tente novamente.',
  },
  NULLIFY_ALREADY_NULLIFIED: {
    title: 'Cápsula já anulada',
    advice: 'Esta cápsula já foi anulada e não será cobrada.',
  },
  NO_CODES: {
    title: 'Nenhum código disponível',
    advice: 'Não há códigos disponíveis para este exame. Fale com o suporte pelo chat.',
  },
  NO_READERS: {
    title: 'Nenhum leitor disponível',
    advice: 'Registe um leitor pelo respetivo código ou fale com o suporte pelo chat.',
  },
  NO_FLOW_AVAILABLE: {
    title: 'Nenhum leitor Flow disponível',
    advice:
      'O hemograma no Lens precisa de um leitor Flow reservado. Liberte um Flow ou fale com o suporte pelo chat.',
  },
  NO_KITS_FOR_COMBINATION: {
    title: 'Não há kits para esta combinação de exames',
    advice: 'Escolha outra combinação de exames para a autocolheita.',
  },
  STOCK_OUT: {
    title: 'Sem cápsulas deste lote em stock',
    advice:
      'O stock registado esgotou-se. Confirme a chegada da última encomenda ou fale com o suporte pelo chat.',
  },
  STOCK_INSUFFICIENT: {
    title: 'Stock insuficiente',
    advice: 'O lote não tem tantas cápsulas. Diminua a quantidade.',
  },
  TRANSFER_SAME_WORKPLACE: {
    title: 'Escolha outro estabelecimento',
    advice: 'As cápsulas já estão neste estabelecimento.',
  },
  ORDER_INVOICE_NOT_FOUND: {
    title: 'Fatura não encontrada',
    advice:
      'Nenhuma encomenda enviada a este estabelecimento tem esta fatura. Confirme o número; se estiver certo, fale com o suporte pelo chat.',
  },
  ORDER_SHIPMENT_MISSING: {
    title: 'Faltam a fatura ou os lotes',
    advice: 'Indique a fatura de remessa e os lotes enviados.',
  },
  OPERATOR_EXISTS: {
    title: 'Este documento já está registado',
    advice: 'Adicione a pessoa como colaboradora em vez de criar um novo operador.',
  },
  WORKER_REMOVE_SELF: {
    title: 'Não se pode remover a si próprio',
    advice: 'Peça a outro gestor do estabelecimento.',
  },
  LEAFLET_NOT_FOUND: {
    title: 'Nenhum folheto para este lote',
    advice:
      'Confira o código do lote na embalagem (os 3 dígitos antes dos 6 últimos indicam o folheto) ou fale com o suporte pelo chat.',
  },
  CERTIFICATE_NOT_AVAILABLE: {
    title: 'Certificado ainda não disponível',
    advice: 'Conclua o curso com a nota mínima para descarregar o certificado.',
  },
  TRAINING_COURSE_LOCKED: {
    title: 'Curso ainda bloqueado',
    advice: 'Conclua primeiro os cursos anteriores do percurso.',
  },
  TRAINING_REQUIRED: {
    title: 'Formação obrigatória',
    advice: 'Conclua o seu percurso de formação em /treinamento para registar utentes e realizar exames.',
  },
  QUALITY_CONTROL_LOCKOUT: {
    title: 'Controlo de qualidade pendente',
    advice:
      'O controlo interno deste leitor e exame está vencido, reprovado ou não foi feito. Execute uma amostra-controlo ou peça a libertação a um gestor.',
  },
  QUALITY_OVERRIDE_NOT_NEEDED: {
    title: 'Libertação desnecessária',
    advice: 'Este leitor e exame não estão bloqueados pelo controlo de qualidade.',
  },
  CONTROL_MODE_REQUIRED: {
    title: 'Entre no modo amostra-controlo',
    advice: 'Entre no modo amostra-controlo e inicie sessão no fornecedor para continuar.',
  },
  CONTROL_PROVIDER_LOGIN_FAILED: {
    title: 'Utilizador ou palavra-passe do fornecedor incorretos',
    advice: 'Confirme o utilizador e a palavra-passe do fornecedor de amostras-controlo.',
  },
  CONTROL_PROVIDER_UNAVAILABLE: {
    title: 'Fornecedor de amostras-controlo indisponível',
    advice: 'Tente novamente dentro de alguns minutos ou fale com o suporte pelo chat.',
  },
  QUALITY_DOCUMENT_REJECTED: {
    title: 'Ficheiro não aceite',
    advice: 'Envie um PDF, imagem, folha de cálculo ou documento de texto até 10 MB.',
  },
  SUPPORT_ATTACHMENT_REJECTED: {
    title: 'Anexo não aceite',
    advice: 'Envie uma imagem (JPEG, PNG ou WebP) ou um PDF até 5 MB.',
  },
  DRIVE_THROUGH_SLOT_TAKEN: {
    title: 'Hora já ocupada',
    advice: 'Outro operador acabou de reservar uma destas horas. Escolha outra hora.',
  },
};
