const columns = {
  examIndex: 'Exam index',
  exam: 'Exam',
  requests: 'Exams requested',
  released: 'Results released',
  fullPrice: 'Full price',
  discount: 'Discount',
  pricePaid: 'Price paid',
  displacementFee: 'Displacement fee',
};

export default {
  columns,
  total: 'Total',
  fileName: 'services-report',
  page: {
    title: 'Services report',
    intro:
      'The exams registered in the period, what was charged for them, and what was received by payment method.',
    from: 'Initial date',
    to: 'Final date',
    search: 'Search',
    csv: 'Download CSV',
    empty: 'No exam registered in the period.',
    caption: 'Services of the period by exam',
    loading: 'Loading the report',
    noWorkplace: 'Choose a workplace to see the report.',
    total: 'Total',
    protocols: 'Protocols',
    columns,
    payments: {
      caption: 'Received by payment method',
      method: 'Payment method',
      protocols: 'Protocols',
      pricePaid: 'Price paid',
    },
  },
};
