/** /bulas: instructions for use and tutorials by lot code. */
export default {
  title: 'Instructions for use',
  intro: 'Type the lot code printed on the box: the 3 digits before the last 6 select the product leaflet.',
  field: 'Lot code',
  fieldHint: 'Example: COA101001001',
  submit: 'Find leaflet',
  loading: 'Loading the leaflet',
  lot: 'Lot {{lot}}',
  exam: 'Exam',
  version: 'Version',
  publishedOn: 'Published on',
  sections: 'Instructions for use',
  tutorial: 'Step-by-step tutorial',
  download: 'Download PDF',
  fileName: 'leaflet',
  guides: 'Portal guides',
  problems: {
    lotTooShort: 'Lot code too short: it has at least {{min}} characters.',
    lotWithoutLeaflet: 'This lot code names no leaflet: the 3 characters before the last 6 must be digits.',
  },
  pdf: {
    title: 'Instructions for use — {{exam}}',
    code: 'Leaflet {{code}}, version {{version}}, published on {{date}}',
    lot: 'Lot looked up: {{lot}}',
    tutorial: 'Step-by-step tutorial',
  },
};
