/** §2 Covid-19 report (/relatorio-covid): Covid exams per day by outcome; CSV header and screen. */
const columns = {
  day: 'Dia',
  total: 'Total',
  positive: 'Positivos',
  negative: 'Negativos',
  inconclusive: 'Inconclusivos',
  invalid: 'Inválidos',
  awaiting: 'Aguardando resultado',
};

export default {
  columns,
  total: 'Total',
  fileName: 'relatorio-covid',
  page: {
    title: 'Relatório Covid-19',
    intro:
      'Os exames de Covid-19 (antígeno e RT-PCR) registrados no período, por dia e por resultado liberado.',
    from: 'Data inicial',
    to: 'Data final',
    search: 'Buscar',
    csv: 'Baixar CSV',
    empty: 'Nenhum exame de Covid-19 no período.',
    caption: 'Exames de Covid-19 por dia',
    loading: 'Carregando o relatório',
    noWorkplace: 'Escolha um estabelecimento para ver o relatório.',
    total: 'Total',
    columns,
  },
};
