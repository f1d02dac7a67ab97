const columns = {
  patientAge: 'Idade do utente',
  exam: 'Análise',
  result: 'Resultado',
  code: 'Código (protocolo)',
  patientAddress: 'Morada do utente',
  examDate: 'Data da análise',
  tradeName: 'Nome comercial',
  taxId: 'Identificação fiscal (CNPJ)',
  city: 'Localidade',
  state: 'Distrito',
  patientName: 'Nome do utente',
  method: 'Método',
  patientSex: 'Sexo do utente',
  birthDate: 'Data de nascimento',
  phone: 'Telefone',
  notificationDate: 'Data da notificação',
};

export default {
  columns,
  fileName: 'notificacoes-obrigatorias',
  page: {
    title: 'Notificações obrigatórias',
    intro:
      'Resultados positivos validados de análises de notificação obrigatória (VIH, sífilis, hepatite B, Covid-19), pela data de validação.',
    from: 'Data inicial',
    to: 'Data final',
    search: 'Pesquisar',
    csv: 'Descarregar CSV',
    empty: 'Nenhuma notificação obrigatória no período.',
    caption: 'Notificações obrigatórias do período',
    loading: 'A carregar as notificações',
    more: 'Carregar mais',
    noWorkplace: 'Escolha um estabelecimento para ver o relatório.',
    columns,
  },
};
