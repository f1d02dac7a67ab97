export default {
  title: 'Ler código de barras',
  intro:
    'Leia a etiqueta do tubo, do saco da cápsula ou do protocolo com a câmera ou com o leitor de código de barras, ou digite o código.',
  noWorkplace: 'Escolha um estabelecimento no início para buscar os exames dele.',
  code: {
    label: 'Código da etiqueta',
    description: 'Número do protocolo, código do exame ou nome do paciente.',
    submit: 'Buscar',
    required: 'Informe ou leia um código.',
  },
  scanner: {
    open: 'Ler com a câmera',
    close: 'Fechar a câmera',
    starting: 'Abrindo a câmera…',
    live: 'Câmera aberta. Aponte para o código de barras ou QR code da etiqueta.',
    video: 'Imagem da câmera para ler o código',
  },
  results: {
    title_one: '{{count}} exame encontrado',
    title_other: '{{count}} exames encontrados',
    noneTitle: 'Nenhum exame encontrado',
    none: 'Nenhum exame deste estabelecimento tem esse código. Confira a etiqueta ou busque pelo nome do paciente.',
    protocol: 'Protocolo',
    patient: 'Paciente',
    exam: 'Exame',
    state: 'Situação',
    more: 'Há mais resultados: refine a busca com o número completo do protocolo.',
  },
};
