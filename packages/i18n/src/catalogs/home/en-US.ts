export default {
  title: 'Home',
  greeting: 'Hello, {{name}}',
  workplaceChoose: 'Choose the workplace you are working at now.',
  workplaceCurrent: 'Ponto remembers your choice the next time you sign in.',
  workplaceNeeded: 'Choose a workplace to see readers, exams and reports.',
  tabs: {
    label: 'Home areas',
    readers: 'Readers',
    exams: 'Exams',
    reports: 'Reports',
    recollect: 'Recollect',
    analysis: 'Analysis',
  },
  reportsIntro: 'Choose a report:',
  notAvailable: '{{area}}: this area is not available yet in this version of Ponto.',
};
