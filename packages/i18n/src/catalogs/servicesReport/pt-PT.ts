const columns = {
  examIndex: 'Índice da análise',
  exam: 'Análise',
  requests: 'Análises pedidas',
  released: 'Resultados validados',
  fullPrice: 'Preço total',
  discount: 'Desconto',
  pricePaid: 'Valor pago',
  displacementFee: 'Taxa de deslocação',
};

export default {
  columns,
  total: 'Total',
  fileName: 'relatorio-servicos',
  page: {
    title: 'Relatório de serviços',
    intro:
      'As análises registadas no período, o que foi cobrado por elas e o recebido por forma de pagamento.',
    from: 'Data inicial',
    to: 'Data final',
    search: 'Pesquisar',
    csv: 'Descarregar CSV',
    empty: 'Nenhuma análise registada no período.',
    caption: 'Serviços do período por análise',
    loading: 'A carregar o relatório',
    noWorkplace: 'Escolha um estabelecimento para ver o relatório.',
    total: 'Total',
    protocols: 'Protocolos',
    columns,
    payments: {
      caption: 'Recebido por forma de pagamento',
      method: 'Forma de pagamento',
      protocols: 'Protocolos',
      pricePaid: 'Valor pago',
    },
  },
};
