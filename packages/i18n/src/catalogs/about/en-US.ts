export default {
  title: 'About Ponto',
  description:
    'Ponto is the portal of the health professionals of the point-of-care diagnostics network: patient registration, exams on the readers, reports, recollection, stock and training.',
  version: {
    title: 'Version',
    value: 'Ponto version {{version}}',
  },
  support: {
    title: 'Support',
    intro: 'Questions or problems? Contact support:',
    email: 'E-mail',
    phone: 'Phone',
  },
  licences: {
    title: 'Third-party licences',
    intro: 'Ponto uses {{count}} open-source packages, each under its own licence:',
    package: 'Package',
    version: 'Version',
    licence: 'Licence',
  },
  integration: {
    title: 'Integration',
    text: 'Connect your workplace’s system to Ponto through the API.',
    guide: 'Developer guide',
    manual: 'API manual',
  },
};
