/** §2 services report (/relatorio-servicos): what the workplace did and charged; CSV header and screen. */
const columns = {
  examIndex: 'Índice do exame',
  exam: 'Exame',
  requests: 'Exames solicitados',
  released: 'Resultados liberados',
  fullPrice: 'Valor cheio',
  discount: 'Desconto',
  pricePaid: 'Valor pago',
  displacementFee: 'Taxa de deslocamento',
};

export default {
  columns,
  total: 'Total',
  fileName: 'relatorio-servicos',
  page: {
    title: 'Relatório de serviços',
    intro:
      'Os exames registrados no período, com o que foi cobrado por eles, e o recebido por forma de pagamento.',
    from: 'Data inicial',
    to: 'Data final',
    search: 'Buscar',
    csv: 'Baixar CSV',
    empty: 'Nenhum exame registrado no período.',
    caption: 'Serviços do período por exame',
    loading: 'Carregando o relatório',
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
