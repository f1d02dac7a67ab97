export default {
  title: 'Ler código de barras',
  intro:
    'Leia a etiqueta do tubo, do saco da cápsula ou do protocolo com a câmara ou com o leitor de códigos de barras, ou escreva o código.',
  noWorkplace: 'Escolha um estabelecimento no início para procurar os exames dele.',
  code: {
    label: 'Código da etiqueta',
    description: 'Número do protocolo, código do exame ou nome do utente.',
    submit: 'Procurar',
    required: 'Escreva ou leia um código.',
  },
  scanner: {
    open: 'Ler com a câmara',
    close: 'Fechar a câmara',
    starting: 'A abrir a câmara…',
    live: 'Câmara aberta. Aponte para o código de barras ou código QR da etiqueta.',
    video: 'Imagem da câmara para ler o código',
  },
  results: {
    title_one: '{{count}} exame encontrado',
    title_other: '{{count}} exames encontrados',
    noneTitle: 'Nenhum exame encontrado',
    none: 'Nenhum exame deste estabelecimento tem esse código. Confira a etiqueta ou procure pelo nome do utente.',
    protocol: 'Protocolo',
    patient: 'Utente',
    exam: 'Exame',
    state: 'Estado',
    more: 'Há mais resultados: refine a procura com o número completo do protocolo.',
  },
};
