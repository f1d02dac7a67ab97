const columns = {
  patientAge: 'Patient age',
  exam: 'Exam',
  result: 'Result',
  code: 'Code (protocol)',
  patientAddress: 'Patient address',
  examDate: 'Exam date',
  tradeName: 'Trade name',
  taxId: 'Tax ID (CNPJ)',
  city: 'City',
  state: 'State',
  patientName: 'Patient name',
  method: 'Method',
  patientSex: 'Patient sex',
  birthDate: 'Birth date',
  phone: 'Phone',
  notificationDate: 'Notification date',
};

export default {
  columns,
  fileName: 'mandatory-notifications',
  page: {
    title: 'Mandatory notifications',
    intro:
      'Released positive results of notifiable exams (HIV, syphilis, hepatitis B, Covid-19), by release date.',
    from: 'Initial date',
    to: 'Final date',
    search: 'Search',
    csv: 'Download CSV',
    empty: 'No mandatory notification in the period.',
    caption: 'Mandatory notifications of the period',
    loading: 'Loading the notifications',
    more: 'Load more',
    noWorkplace: 'Choose a workplace to see the report.',
    columns,
  },
};
