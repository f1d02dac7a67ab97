/** /bulas: instructions for use and tutorials by lot code. */
export default {
  title: 'Instruções de utilização',
  intro:
    'Escreva o lote impresso na embalagem: os 3 dígitos antes dos 6 últimos indicam o folheto do produto.',
  field: 'Código do lote',
  fieldHint: 'Exemplo: COA101001001',
  submit: 'Procurar folheto',
  loading: 'A carregar o folheto',
  lot: 'Lote {{lot}}',
  exam: 'Exame',
  version: 'Versão',
  publishedOn: 'Publicado em',
  sections: 'Instruções de utilização',
  tutorial: 'Tutorial passo a passo',
  download: 'Descarregar PDF',
  fileName: 'folheto',
  guides: 'Guias do portal',
  problems: {
    lotTooShort: 'Lote demasiado curto: tem pelo menos {{min}} caracteres.',
    lotWithoutLeaflet:
      'Este lote não indica um folheto: os 3 caracteres antes dos 6 últimos devem ser dígitos.',
  },
  pdf: {
    title: 'Instruções de utilização — {{exam}}',
    code: 'Folheto {{code}}, versão {{version}}, publicado em {{date}}',
    lot: 'Lote consultado: {{lot}}',
    tutorial: 'Tutorial passo a passo',
  },
};
