const columns = {
  day: 'Dia',
  total: 'Total',
  positive: 'Positivos',
  negative: 'Negativos',
  inconclusive: 'Inconclusivos',
  invalid: 'Inválidos',
  awaiting: 'A aguardar resultado',
};

export default {
  columns,
  total: 'Total',
  fileName: 'relatorio-covid',
  page: {
    title: 'Relatório Covid-19',
    intro:
      'As análises de Covid-19 (antigénio e RT-PCR) registadas no período, por dia e por resultado validado.',
    from: 'Data inicial',
    to: 'Data final',
    search: 'Pesquisar',
    csv: 'Descarregar CSV',
    empty: 'Nenhuma análise de Covid-19 no período.',
    caption: 'Análises de Covid-19 por dia',
    loading: 'A carregar o relatório',
    noWorkplace: 'Escolha um estabelecimento para ver o relatório.',
    total: 'Total',
    columns,
  },
};
