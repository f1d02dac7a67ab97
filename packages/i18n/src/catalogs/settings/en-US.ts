export default {
  title: 'Settings',
  language: {
    title: 'Language',
    description: 'The interface language is saved for your user.',
  },
  workplace: {
    title: 'Workplace',
    description: 'The workplace you work at now; Ponto remembers the choice.',
  },
};
