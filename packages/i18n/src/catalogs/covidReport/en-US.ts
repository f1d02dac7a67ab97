const columns = {
  day: 'Day',
  total: 'Total',
  positive: 'Positive',
  negative: 'Negative',
  inconclusive: 'Inconclusive',
  invalid: 'Invalid',
  awaiting: 'Awaiting result',
};

export default {
  columns,
  total: 'Total',
  fileName: 'covid-report',
  page: {
    title: 'Covid-19 report',
    intro: 'The Covid-19 exams (antigen and RT-PCR) registered in the period, by day and by released result.',
    from: 'Initial date',
    to: 'Final date',
    search: 'Search',
    csv: 'Download CSV',
    empty: 'No Covid-19 exam in the period.',
    caption: 'Covid-19 exams by day',
    loading: 'Loading the report',
    noWorkplace: 'Choose a workplace to see the report.',
    total: 'Total',
    columns,
  },
};
