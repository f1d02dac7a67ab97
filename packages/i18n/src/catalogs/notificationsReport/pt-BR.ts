/** §2 mandatory notifications report (/notificacoes-compulsorias): §3 fields, CSV header and screen. */
const columns = {
  patientAge: 'Idade do paciente',
  exam: 'Exame',
  result: 'Resultado',
  code: 'Código (protocolo)',
  patientAddress: 'Endereço do paciente',
  examDate: 'Data do exame',
  tradeName: 'Nome fantasia',
  taxId: 'CNPJ',
  city: 'Cidade',
  state: 'Estado',
  patientName: 'Nome do paciente',
  method: 'Método',
  patientSex: 'Sexo do paciente',
  birthDate: 'Data de nascimento',
  phone: 'Telefone',
  notificationDate: 'Data da notificação',
};

export default {
  columns,
  fileName: 'notificacoes-compulsorias',
  page: {
    title: 'Notificações compulsórias',
    intro:
      'Resultados positivos liberados de exames de notificação compulsória (HIV, sífilis, hepatite B, Covid-19), pela data da liberação.',
    from: 'Data inicial',
    to: 'Data final',
    search: 'Buscar',
    csv: 'Baixar CSV',
    empty: 'Nenhuma notificação compulsória no período.',
    caption: 'Notificações compulsórias do período',
    loading: 'Carregando as notificações',
    more: 'Carregar mais',
    noWorkplace: 'Escolha um estabelecimento para ver o relatório.',
    columns,
  },
};
