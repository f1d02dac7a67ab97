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
  critical: {
    title: 'Critical values',
    description:
      'A result out of its critical range is flagged and alerts everyone of this workplace at once. Leave both limits empty to use the catalogue range.',
    loading: 'Loading the critical ranges',
    empty: 'No quantitative exam is offered at this workplace.',
    caption: 'Critical ranges by analyte',
    analyte: 'Analyte',
    default: 'Catalogue range',
    own: 'This workplace’s range',
    none: 'None',
    lowerFor: 'Critical minimum of {{analyte}}',
    upperFor: 'Critical maximum of {{analyte}}',
    save: 'Save',
    saved: 'Range saved.',
    restored: 'The catalogue range is in use.',
  },
};
