/** /bulas: instructions for use and tutorials by lot code. */
export default {
  title: 'Instrucciones de uso',
  intro:
    'Escriba el lote impreso en el envase: los 3 dígitos antes de los 6 últimos indican el prospecto del producto.',
  field: 'Código del lote',
  fieldHint: 'Ejemplo: COA101001001',
  submit: 'Buscar prospecto',
  loading: 'Cargando el prospecto',
  lot: 'Lote {{lot}}',
  exam: 'Examen',
  version: 'Versión',
  publishedOn: 'Publicado el',
  sections: 'Instrucciones de uso',
  tutorial: 'Tutorial paso a paso',
  download: 'Descargar PDF',
  fileName: 'prospecto',
  guides: 'Guías del portal',
  problems: {
    lotTooShort: 'Lote demasiado corto: tiene al menos {{min}} caracteres.',
    lotWithoutLeaflet:
      'Este lote no indica un prospecto: los 3 caracteres antes de los 6 últimos deben ser dígitos.',
  },
  pdf: {
    title: 'Instrucciones de uso — {{exam}}',
    code: 'Prospecto {{code}}, versión {{version}}, publicado el {{date}}',
    lot: 'Lote consultado: {{lot}}',
    tutorial: 'Tutorial paso a paso',
  },
};
