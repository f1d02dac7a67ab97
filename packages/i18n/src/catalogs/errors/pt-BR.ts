export default {
  AUTH_INVALID_CREDENTIALS: {
    title: 'Usuário ou senha inválidos',
    advice: 'Revise os campos e sua conexão e tente novamente.',
  },
  AUTH_BLOCKED: {
    title: 'Acesso bloqueado por excesso de tentativas',
    advice: 'Aguarde 6 minutos e tente novamente. Tempo restante: {{minutes}} min {{seconds}} s.',
  },
  AUTH_LOGIN_EXPIRED: { title: 'Login expirado', advice: 'Faça login novamente.' },
  AUTH_PASSWORD_TOKEN_EXPIRED: {
    title: 'Link de redefinição expirado ou já usado',
    advice: 'Fale com o suporte ou use “Esqueci minha senha” para receber um novo link.',
  },
  AUTH_ACCESS_SUSPENDED: {
    title: 'Acesso suspenso',
    advice: 'Há um pagamento pendente. Entre em contato com o seu gerente de contas.',
  },
  AUTH_NO_WORKPLACE: {
    title: 'Nenhum estabelecimento vinculado',
    advice: 'Seu usuário não está vinculado a nenhum estabelecimento. Fale com o suporte.',
  },
  AUTH_WRONG_OLD_PASSWORD: { title: 'Senha atual incorreta', advice: 'Digite a senha que você usa hoje.' },
  AUTH_RESEND_WAIT: {
    title: 'Aguarde para reenviar',
    advice: 'Você poderá pedir um novo envio em {{minutes}} min {{seconds}} s.',
  },
  AUTH_INVALID_CLIENT: { title: 'Cliente não autorizado', advice: 'Verifique as credenciais do cliente.' },
  VALIDATION_FAILED: {
    title: 'Confira os campos destacados',
    advice: 'Corrija os campos e tente novamente.',
  },
  NOT_FOUND: { title: 'Não encontrado', advice: 'O item não existe ou você não tem acesso a ele.' },
  FORBIDDEN: { title: 'Acesso não permitido', advice: 'Seu perfil não permite esta ação.' },
  RATE_LIMITED: {
    title: 'Muitas solicitações',
    advice: 'Aguarde um pouco e tente novamente.',
  },
  NOT_READY: {
    title: 'O portal ainda não está pronto',
    advice:
      'Uma parte de que o portal precisa não responde (indicada em checks). Tente de novo em instantes.',
  },
  DATABASE_UNAVAILABLE: {
    title: 'O portal está indisponível por um instante',
    advice:
      'O banco de dados não responde agora. Nada do que já foi salvo se perdeu; tente de novo em alguns segundos.',
  },
  AUDIT_UNAVAILABLE: {
    title: 'Não foi possível registrar na trilha de auditoria',
    advice:
      'Nada foi mostrado nem alterado, porque não pôde ser registrado. Tente de novo em instantes; se continuar, fale com o suporte pelo chat.',
  },
  NETWORK_ERROR: {
    title: 'Erro de conexão',
    advice: 'Verifique sua internet e recarregue a página.',
  },
  SOMETHING_WENT_WRONG: {
    title: 'Algo deu errado',
    advice: 'Tente novamente ou fale com o suporte pelo chat.',
  },
  UNEXPECTED_ERROR: { title: 'Erro inesperado', advice: 'Tente novamente ou fale com o suporte pelo chat.' },
  INVALID_TRANSITION: {
    title: 'Ação não permitida neste momento',
    advice: 'O item mudou de situação. Recarregue a página; se continuar, fale com o suporte pelo chat.',
  },
  INTEGRATION_TOKEN_NOT_GENERATED: {
    title: 'Não foi possível gerar o token',
    advice:
      'Confira usuário, senha e CNPJ da integração. Se estiverem corretos, fale com o suporte pelo chat.',
  },
  INTEGRATION_WORKPLACES_UNAVAILABLE: {
    title: 'Não foi possível listar os estabelecimentos',
    advice: 'Tente novamente em alguns minutos ou fale com o suporte pelo chat.',
  },
  INTEGRATION_EXAMS_UNAVAILABLE: {
    title: 'Não foi possível listar os exames',
    advice: 'Tente novamente em alguns minutos ou fale com o suporte pelo chat.',
  },
  INTEGRATION_PRE_EXAM_NOT_CREATED: {
    title: 'Não foi possível criar o pré-exame',
    advice:
      'Confira os dados do paciente, o índice do exame e o CNPJ enviados. Se estiverem corretos, fale com o suporte pelo chat.',
  },
  INTEGRATION_STATUS_UNAVAILABLE: {
    title: 'Não foi possível consultar a situação do exame',
    advice: 'Confira o id do exame e o CNPJ e tente novamente, ou fale com o suporte pelo chat.',
  },
  INTEGRATION_PDF_UNAVAILABLE: {
    title: 'Não foi possível obter o PDF do exame',
    advice:
      'O laudo pode ainda não estar pronto. Tente novamente mais tarde ou fale com o suporte pelo chat.',
  },
  INTEGRATION_RESULTS_UNAVAILABLE: {
    title: 'Não foi possível obter os resultados do exame',
    advice: 'Confira o id do exame e o CNPJ e tente novamente, ou fale com o suporte pelo chat.',
  },
  RNDS_EXAM_NOT_ACCEPTED: {
    title: 'A RNDS não recebe este exame',
    advice:
      'A RNDS publica códigos de exame apenas para SARS-CoV-2. Notifique este resultado pelo formulário da autoridade de saúde.',
  },
  RNDS_PATIENT_CPF_REQUIRED: {
    title: 'A RNDS exige o CPF do paciente',
    advice:
      'A RNDS identifica as pessoas por CPF ou CNS. Atualize o documento do paciente para CPF ou notifique pelo formulário da autoridade de saúde.',
  },
  RNDS_SAMPLE_TYPE_NOT_ACCEPTED: {
    title: 'O tipo de amostra do exame não tem código na RNDS',
    advice: 'Fale com o suporte: o tipo de amostra do exame não está na tabela da RNDS.',
  },
  RNDS_RESULT_NOT_REPORTABLE: {
    title: 'O resultado não pode ser enviado à RNDS',
    advice: 'Um teste inválido não tem resultado na RNDS. Repita o exame.',
  },
  RNDS_NOT_CONFIGURED: {
    title: 'O envio à RNDS não está configurado',
    advice:
      'O certificado do estabelecimento e os endereços da RNDS precisam ser configurados no servidor. Baixe o documento.',
  },
  INTEGRATION_ACCESS_NOT_GRANTED: {
    title: 'Acesso à API não liberado',
    advice: 'As credenciais da API são liberadas mediante solicitação. Fale com o seu gerente de contas.',
  },
  INTEGRATION_PRE_EXAM_ALREADY_STARTED: {
    title: 'O exame já foi iniciado',
    advice:
      'Só é possível excluir uma solicitação cujos exames ainda não começaram. Para interromper um exame em andamento, fale com o estabelecimento.',
  },
  INTEGRATION_REPORT_NOT_READY: {
    title: 'O laudo ainda não está pronto',
    advice: 'Aguarde o status FINISHED (ou o webhook de resultado) e tente novamente.',
  },
  CAMERA_NOT_ALLOWED: {
    title: 'Acesso à câmera não permitido',
    advice: 'Permita o uso da câmera nas configurações do navegador e tente novamente.',
  },
  CAMERA_NOT_FOUND: {
    title: 'Nenhuma câmera encontrada',
    advice: 'Conecte uma câmera ao computador e tente novamente.',
  },
  CAMERA_NOT_SUPPORTED: {
    title: 'Câmera não suportada nesta conexão',
    advice: 'A câmera só funciona em conexão segura (https). Abra o portal pelo endereço seguro.',
  },
  CAMERA_IN_USE: {
    title: 'Câmera em uso',
    advice: 'Feche outros programas ou abas que estejam usando a câmera e tente novamente.',
  },
  CAMERA_INCOMPATIBLE: {
    title: 'Câmera incompatível',
    advice: 'Use outra câmera ou fale com o suporte pelo chat.',
  },
  CAMERA_BROWSER_INCOMPATIBLE: {
    title: 'Navegador incompatível com a câmera',
    advice: 'Use uma versão recente do Chrome, Edge, Firefox ou Safari.',
  },
  CAMERA_NOT_STARTED: {
    title: 'A câmera não iniciou',
    advice: 'Recarregue a página e tente novamente. Se continuar, fale com o suporte pelo chat.',
  },
  CAMERA_NO_FACE: {
    title: 'Nenhum rosto identificado',
    advice:
      'Posicione o rosto do paciente e o documento dentro do quadro, com boa luz, e tire a foto novamente.',
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
    title: 'Cápsula vencida',
    advice: 'A validade desta cápsula terminou. Use uma cápsula de um lote dentro da validade.',
  },
  CAPSULE_NOT_FOUND: {
    title: 'Cápsula não encontrada',
    advice: 'Confira o código da cápsula. Se estiver correto, fale com o suporte pelo chat.',
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
    advice: 'Você pode continuar o exame ou enviá-lo para recoleta.',
  },
  CAPSULE_INSERTED_TOO_EARLY: {
    title: 'Cápsula inserida antes da hora',
    advice: 'Retire a cápsula e insira-a somente quando o leitor pedir.',
  },
  CAPSULE_INSERTED_TOO_LATE: {
    title: 'Cápsula inserida fora do prazo',
    advice:
      'A cápsula foi inserida mais de 10 minutos após a leitura NFC. Cancele o exame ou envie-o para recoleta.',
  },
  CAPSULE_NULLIFIED: {
    title: 'Cápsula anulada',
    advice: 'Uma cápsula anulada não pode ser reutilizada. Use uma cápsula nova.',
  },
  IMAGE_QR_NOT_FOUND: {
    title: 'QR code da cápsula não encontrado',
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
  IMAGE_FOCUS: { title: 'Falha de foco na imagem', advice: 'Repita o exame com uma cápsula nova.' },
  NFC_TAG_INVALID: {
    title: 'Etiqueta NFC inválida',
    advice: 'Aproxime outra cápsula do leitor. Se continuar, fale com o suporte pelo chat.',
  },
  NFC_TAG_EXPIRED: {
    title: 'Etiqueta NFC vencida',
    advice: 'O lote desta cápsula está vencido. Use uma cápsula dentro da validade.',
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
    advice: 'Insira a cápsula de calibração que acompanha o leitor.',
  },
  CALIBRATION_WRONG_POSITION: {
    title: 'Cápsula de calibração na posição errada',
    advice: 'Insira a cápsula de calibração com o logotipo para cima.',
  },
  CALIBRATION_TIMEOUT: {
    title: 'Tempo de calibração esgotado',
    advice: 'A cápsula de calibração não foi inserida em 2 minutos. Pressione Calibrar novamente.',
  },
  READER_THERMAL_RUNAWAY: {
    title: 'Falha de temperatura no leitor',
    advice:
      'Desligue o leitor, aguarde alguns minutos e ligue novamente. Se continuar, fale com o suporte pelo chat.',
  },
  READER_NTC_FAULT: {
    title: 'Falha no sensor de temperatura do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_TEMPERATURE_OUT_OF_RANGE: {
    title: 'Temperatura fora da faixa',
    advice: 'Deixe o leitor em um ambiente entre 15 °C e 30 °C, longe do sol, e tente novamente.',
  },
  READER_HEATING_TIMEOUT: {
    title: 'O leitor demorou a aquecer',
    advice: 'Reinicie o leitor e repita o exame. Se continuar, fale com o suporte pelo chat.',
  },
  READER_OVER_VOLTAGE: {
    title: 'Sobretensão no leitor',
    advice: 'Use somente a fonte original de 12 V (4 A). Se continuar, fale com o suporte pelo chat.',
  },
  READER_SENSOR_FAULT: {
    title: 'Falha em um sensor do leitor',
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
    title: 'Falha na câmera do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_NFC_INIT_FAULT: {
    title: 'Falha ao iniciar o NFC do leitor',
    advice: 'Reinicie o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_MESSAGE_TOO_LONG: {
    title: 'Mensagem do leitor maior que o permitido',
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
    advice: 'Confira a alimentação do leitor. Você pode enviar o exame para recoleta.',
  },
  READER_UPDATING: {
    title: 'Leitor em atualização',
    advice: 'Aguarde: a atualização leva de 5 a 10 minutos. Não desligue o leitor.',
  },
  READER_UPDATE_FAILED: {
    title: 'Falha na atualização do leitor',
    advice:
      'Confira a conexão do leitor e tente atualizar de novo. Se continuar, fale com o suporte pelo chat.',
  },
  READER_UPDATE_REFUSED_DURING_EXAM: {
    title: 'Atualização recusada durante o exame',
    advice: 'Aguarde o fim do exame para atualizar o leitor.',
  },
  READER_LOW_BATTERY: {
    title: 'Bateria fraca',
    advice: 'Conecte o leitor à fonte antes de iniciar o exame.',
  },
  READER_STARTING: {
    title: 'Leitor iniciando',
    advice: 'Aguarde alguns segundos até o leitor ficar disponível e tente de novo.',
  },
  READER_TURN_OFF_REFUSED: {
    title: 'Desligamento recusado durante o exame',
    advice: 'Aguarde o fim do exame para desligar o leitor.',
  },
  READER_UNKNOWN_PROTOCOL: {
    title: 'Protocolo do leitor desconhecido',
    advice: 'Atualize o leitor. Se continuar, fale com o suporte pelo chat.',
  },
  READER_IN_USE: {
    title: 'Leitor já em uso',
    advice: 'Aguarde o exame atual terminar ou escolha outro leitor.',
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
    title: 'Leitor desconectado',
    advice: 'Confira se o leitor está ligado e conectado à internet.',
  },
  RESULT_TOO_LARGE: {
    title: 'Resultado grande demais',
    advice: 'Repita o exame. Se continuar, fale com o suporte pelo chat.',
  },
  RESULT_UNREADABLE: {
    title: 'Resultado ilegível',
    advice: 'Repita o exame. Se continuar, fale com o suporte pelo chat.',
  },
  EXAM_TIMEOUT: {
    title: 'Tempo do exame esgotado',
    advice: 'Não houve ação em 30 minutos. Cancele o exame ou envie-o para recoleta.',
  },
  EXAM_TIMEOUT_WARNING: {
    title: 'O exame está aguardando uma ação',
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
    advice: 'Os dados do exame foram descartados e os consumíveis do kit não podem ser reaproveitados.',
  },
  EXAM_INVALIDATED_BY_SOFTWARE: {
    title: 'Exame invalidado pelo software',
    advice: 'A análise não passou no controle de qualidade. Envie o exame para recoleta.',
  },
  EXAM_NOT_ALLOWED_FOR_AGE: {
    title: 'Exame não permitido para a idade',
    advice: 'O exame {{exam}} só pode ser feito a partir dos {{minAge}} anos.',
  },
  EXAM_APPROVAL_WRONG_WORKPLACE: {
    title: 'Aprovação não permitida',
    advice: 'Somente o estabelecimento que registrou o exame pode aprová-lo.',
  },
  EXAM_CANCEL_NOT_ALLOWED: {
    title: 'O exame não pode ser cancelado',
    advice: 'Exames com laudo liberado não podem ser cancelados. Fale com o suporte pelo chat.',
  },
  PATIENT_NOT_REGISTERED: {
    title: 'Paciente não cadastrado',
    advice: 'Cadastre o paciente antes de iniciar o exame.',
  },
  PATIENT_UNDER_AGE: {
    title: 'Paciente menor de idade',
    advice: 'Este projeto não atende pacientes com menos de 18 anos.',
  },
  PRE_EXAM_NOT_FOUND: {
    title: 'Pré-exame não encontrado',
    advice: 'Confira o código do pré-exame. Se estiver correto, fale com o suporte pelo chat.',
  },
  CLIENT_QUIZ_LINK_INVALID: {
    title: 'Link do questionário inválido',
    advice:
      'Confira se o link foi copiado inteiro. Se o problema continuar, peça um novo link ao local de atendimento.',
  },
  CLIENT_QUIZ_LINK_EXPIRED: {
    title: 'Link do questionário expirado',
    advice: 'Este link valia por 7 dias. Peça um novo link ao local de atendimento.',
  },
  CLIENT_QUIZ_CLOSED: {
    title: 'Questionário encerrado',
    advice:
      'O exame já começou, então as respostas não podem mais ser alteradas. Fale com o local de atendimento se precisar corrigir algo.',
  },
  RECOLLECT_NOT_AVAILABLE: {
    title: 'Nenhuma recoleta disponível',
    advice: 'Não há exames aguardando recoleta.',
  },
  RECOLLECT_ALREADY_DONE: {
    title: 'Exame já recoletado',
    advice: 'Um exame só pode ser recoletado uma vez. Registre um novo exame.',
  },
  RECOLLECT_READER_BUSY: {
    title: 'Não foi possível iniciar a recoleta',
    advice: 'Outro exame neste leitor está aguardando a cápsula. Conclua-o ou escolha outro leitor.',
  },
  RECOLLECT_EXPIRED: {
    title: 'Prazo de recoleta expirado',
    advice: 'O prazo para recoletar este exame terminou. Cadastre o exame novamente.',
  },
  RECTIFY_NOT_ALLOWED: {
    title: 'Retificação não permitida',
    advice: 'Só é possível retificar resultados liberados, após confirmação.',
  },
  FLOW_ALREADY_RESERVED: {
    title: 'Este leitor Lens já tem um Flow reservado',
    advice: 'Um leitor Lens só pode ter um leitor Flow reservado. Libere o atual antes de escolher outro.',
  },
  RESULT_SHEET_COUNCIL_REQUIRED: {
    title: 'Dados do conselho profissional obrigatórios',
    advice: 'Informe a sigla do conselho, o estado e o número para emitir a folha de resultado.',
  },
  CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED: {
    title: 'Valor crítico já confirmado',
    advice:
      'Alguém já registrou quem foi avisado deste valor crítico. Atualize a lista para ver quem, quando e como.',
  },
  CODE_NOT_FOUND: { title: 'Código não encontrado', advice: 'Confira o código digitado e tente novamente.' },
  CODE_ALREADY_USED: {
    title: 'Código já utilizado',
    advice:
      'Este código já foi usado no exame de {{patient}}. Fale com o suporte pelo chat se for um engano.',
  },
  READER_CODE_NOT_FOUND: {
    title: 'Código de leitor inexistente',
    advice: 'Confira o código na etiqueta do leitor e tente novamente.',
  },
  PATIENT_ALREADY_ANONYMISED: {
    title: 'Paciente já anonimizado',
    advice:
      'Os dados que identificavam este paciente já foram apagados. A anonimização não pode ser desfeita nem repetida.',
  },
  PATIENT_ALREADY_REGISTERED: {
    title: 'Paciente já cadastrado',
    advice:
      'Este documento já tem um cadastro neste estabelecimento. Busque o paciente e atualize os dados dele.',
  },
  READER_ALREADY_REGISTERED: {
    title: 'Leitor já cadastrado',
    advice: 'Este leitor já está cadastrado. Se ele não aparece na sua lista, fale com o suporte pelo chat.',
  },
  SAMPLE_CODE_ALREADY_USED: {
    title: 'Código de amostra já utilizado',
    advice: 'Cada amostra precisa de um código único. Use outro código.',
  },
  SAMPLE_TYPE_NOT_SAVED: {
    title: 'Tipo de amostra não salvo',
    advice: 'Tente novamente. Se continuar, fale com o suporte pelo chat.',
  },
  LOT_NOT_FOUND: { title: 'Lote não encontrado', advice: 'Confira o número do lote e tente novamente.' },
  LOT_EXPIRED: { title: 'Lote vencido', advice: 'Use um lote dentro da validade.' },
  LOT_ROUND_CLOSED: {
    title: 'Rodada encerrada',
    advice: 'A rodada deste lote de controle já foi encerrada.',
  },
  LOT_WRONG_FORMAT: {
    title: 'Formato incorreto',
    advice: 'Confira o código digitado: ele deve seguir o formato impresso na amostra.',
  },
  CONTROL_SAMPLE_NOT_FOUND: {
    title: 'Amostra controle não encontrada',
    advice: 'Confira o código da amostra controle e tente novamente.',
  },
  CONTROL_SAMPLE_INCOMPATIBLE: {
    title: 'Amostra controle incompatível',
    advice: 'A amostra não é compatível com o leitor escolhido. Escolha outro leitor.',
  },
  POSTAL_CODE_NOT_FOUND: {
    title: 'CEP desconhecido',
    advice: "Confira o CEP ou marque 'Não sei o CEP' e preencha o endereço.",
  },
  VOUCHER_WRONG_WORKPLACE: {
    title: 'Voucher de outro estabelecimento',
    advice: 'Este voucher não vale neste estabelecimento.',
  },
  VOUCHER_WRONG_EXAM: {
    title: 'Voucher de outro exame',
    advice: 'Este voucher não vale para o exame escolhido.',
  },
  VOUCHER_MAX_USED: {
    title: 'Voucher esgotado',
    advice: 'A quantidade máxima de usos deste voucher já foi atingida.',
  },
  VOUCHER_EXPIRED: { title: 'Voucher vencido', advice: 'A validade deste voucher terminou.' },
  VOUCHER_WRONG_PATIENT: {
    title: 'Voucher de outro paciente',
    advice: 'Este voucher pertence a outro paciente.',
  },
  VOUCHER_NOT_FOUND: {
    title: 'Voucher não encontrado',
    advice: 'Confira o código do voucher e tente novamente.',
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
    title: 'Falha ao baixar o arquivo ZIP',
    advice: 'Tente novamente com menos arquivos ou fale com o suporte pelo chat.',
  },
  DOWNLOAD_LIMIT_EXCEEDED: {
    title: 'Arquivos demais para baixar',
    advice: 'Baixe no máximo {{max}} arquivos por vez. Reduza o período ou use mais filtros.',
  },
  NO_REPORTS_TO_DOWNLOAD: {
    title: 'Nenhum laudo para baixar',
    advice: 'Nenhum exame com laudo nos filtros escolhidos. Mude o período, o exame ou o modelo.',
  },
  REPORT_BASE64_NOT_CONTRACTED: {
    title: 'Laudo em base64 só para clientes com contrato',
    advice:
      'O acesso aos laudos em base64 pela API faz parte do contrato. Fale com o seu gerente de conta ou baixe o PDF.',
  },
  EXAM_LOAD_FAILED: {
    title: 'Falha ao carregar os exames',
    advice: 'Recarregue a página ou fale com o suporte pelo chat.',
  },
  TRAILS_LOAD_FAILED: {
    title: 'Falha ao carregar as trilhas',
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
    title: 'Falha ao carregar a bula',
    advice: 'Confira o código do lote e tente novamente, ou fale com o suporte pelo chat.',
  },
  PATIENT_EDIT_FAILED: {
    title: 'Falha ao salvar o paciente',
    advice: 'Nenhum dado foi perdido. Tente novamente ou fale com o suporte pelo chat.',
  },
  QR_NOT_RECOGNISED: {
    title: 'QR code não reconhecido',
    advice: 'Aproxime o código da câmera, com boa luz, ou digite-o.',
  },
  NULLIFY_QR_FAILED: {
    title: 'Não foi possível ler o QR code da cápsula',
    advice: 'Tente novamente ou digite o código da cápsula e o lote.',
  },
  NULLIFY_NETWORK_FAILED: {
    title: 'Falha de conexão ao anular a cápsula',
    advice: 'A cápsula não foi anulada. Confira sua internet e tente novamente.',
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
    advice: 'Cadastre um leitor pelo código dele ou fale com o suporte pelo chat.',
  },
  NO_FLOW_AVAILABLE: {
    title: 'Nenhum leitor Flow disponível',
    advice:
      'O hemograma no Lens precisa de um leitor Flow reservado. Libere um Flow ou fale com o suporte pelo chat.',
  },
  NO_KITS_FOR_COMBINATION: {
    title: 'Não há kits para esta combinação de exames',
    advice: 'Escolha outra combinação de exames para a autocoleta.',
  },
  STOCK_OUT: {
    title: 'Sem cápsulas deste lote no estoque',
    advice:
      'O estoque registrado acabou. Confirme a chegada do último pedido ou fale com o suporte pelo chat.',
  },
  STOCK_INSUFFICIENT: {
    title: 'Estoque insuficiente',
    advice: 'O lote não tem tantas cápsulas. Diminua a quantidade.',
  },
  TRANSFER_SAME_WORKPLACE: {
    title: 'Escolha outro estabelecimento',
    advice: 'As cápsulas já estão neste estabelecimento.',
  },
  ORDER_INVOICE_NOT_FOUND: {
    title: 'Nota fiscal não encontrada',
    advice:
      'Nenhum pedido enviado a este estabelecimento tem esta nota fiscal. Confira o número; se estiver certo, fale com o suporte pelo chat.',
  },
  ORDER_SHIPMENT_MISSING: {
    title: 'Faltam a nota fiscal ou os lotes',
    advice: 'Informe a nota fiscal de remessa e os lotes enviados.',
  },
  OPERATOR_EXISTS: {
    title: 'Este documento já tem cadastro',
    advice: 'Adicione a pessoa como colaboradora em vez de criar um novo operador.',
  },
  WORKER_REMOVE_SELF: {
    title: 'Você não pode remover a si mesmo',
    advice: 'Peça a outro gestor do estabelecimento.',
  },
  LEAFLET_NOT_FOUND: {
    title: 'Nenhuma bula para este lote',
    advice:
      'Confira o código do lote na embalagem (os 3 dígitos antes dos 6 últimos indicam a bula) ou fale com o suporte pelo chat.',
  },
  CERTIFICATE_NOT_AVAILABLE: {
    title: 'Certificado ainda não disponível',
    advice: 'Conclua o curso com a nota mínima para baixar o certificado.',
  },
  TRAINING_COURSE_LOCKED: {
    title: 'Curso ainda bloqueado',
    advice: 'Conclua antes os cursos anteriores da trilha.',
  },
  TRAINING_REQUIRED: {
    title: 'Treinamento obrigatório',
    advice: 'Conclua a sua trilha de treinamento em /treinamento para cadastrar pacientes e realizar exames.',
  },
  QUALITY_CONTROL_LOCKOUT: {
    title: 'Controle de qualidade pendente',
    advice:
      'O controle interno deste leitor e exame está vencido, reprovado ou não foi feito. Rode uma amostra-controle ou peça a liberação de um gestor.',
  },
  QUALITY_OVERRIDE_NOT_NEEDED: {
    title: 'Liberação desnecessária',
    advice: 'Este leitor e exame não estão bloqueados pelo controle de qualidade.',
  },
  CONTROL_MODE_REQUIRED: {
    title: 'Entre no modo amostra-controle',
    advice: 'Entre no modo amostra-controle e faça login no provedor para continuar.',
  },
  CONTROL_PROVIDER_LOGIN_FAILED: {
    title: 'Usuário ou senha do provedor incorretos',
    advice: 'Confira o usuário e a senha do provedor de amostras-controle.',
  },
  CONTROL_PROVIDER_UNAVAILABLE: {
    title: 'Provedor de amostras-controle indisponível',
    advice: 'Tente novamente em alguns minutos ou fale com o suporte pelo chat.',
  },
  QUALITY_DOCUMENT_REJECTED: {
    title: 'Arquivo não aceito',
    advice: 'Envie um PDF, imagem, planilha ou documento de texto de até 10 MB.',
  },
  SUPPORT_ATTACHMENT_REJECTED: {
    title: 'Anexo não aceito',
    advice: 'Envie uma imagem (JPEG, PNG ou WebP) ou um PDF de até 5 MB.',
  },
  DRIVE_THROUGH_SLOT_TAKEN: {
    title: 'Horário já ocupado',
    advice: 'Outro atendente reservou um desses horários agora. Escolha outro horário.',
  },
};
