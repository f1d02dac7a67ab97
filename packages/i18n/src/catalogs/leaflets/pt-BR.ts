/** /bulas: instructions for use and tutorials by lot code. */
export default {
  title: 'Instruções de uso',
  intro: 'Digite o lote impresso na embalagem: os 3 dígitos antes dos 6 últimos indicam a bula do produto.',
  field: 'Código do lote',
  fieldHint: 'Exemplo: COA101001001',
  submit: 'Buscar bula',
  loading: 'Carregando a bula',
  lot: 'Lote {{lot}}',
  exam: 'Exame',
  version: 'Versão',
  publishedOn: 'Publicada em',
  sections: 'Instruções de uso',
  tutorial: 'Tutorial passo a passo',
  download: 'Baixar PDF',
  fileName: 'bula',
  guides: 'Guias do portal',
  problems: {
    lotTooShort: 'Lote curto demais: ele tem pelo menos {{min}} caracteres.',
    lotWithoutLeaflet:
      'Este lote não indica uma bula: os 3 caracteres antes dos 6 últimos devem ser dígitos.',
  },
  pdf: {
    title: 'Instruções de uso — {{exam}}',
    code: 'Bula {{code}}, versão {{version}}, publicada em {{date}}',
    lot: 'Lote consultado: {{lot}}',
    tutorial: 'Tutorial passo a passo',
  },
};
