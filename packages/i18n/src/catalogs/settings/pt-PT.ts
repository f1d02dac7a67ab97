export default {
  title: 'Definições',
  language: {
    title: 'Idioma',
    description: 'O idioma da interface fica guardado no seu utilizador.',
  },
  workplace: {
    title: 'Estabelecimento',
    description: 'O estabelecimento onde trabalha agora; o Ponto lembra a escolha.',
  },
  critical: {
    title: 'Valores críticos',
    description:
      'Um resultado fora do intervalo crítico é destacado e alerta de imediato toda a equipa deste estabelecimento. Deixe os dois limites vazios para usar o intervalo do catálogo.',
    loading: 'A carregar os intervalos críticos',
    empty: 'Nenhum exame quantitativo é oferecido neste estabelecimento.',
    caption: 'Intervalos críticos por analito',
    analyte: 'Analito',
    default: 'Intervalo do catálogo',
    own: 'Intervalo deste estabelecimento',
    none: 'Nenhum',
    lowerFor: 'Mínimo crítico de {{analyte}}',
    upperFor: 'Máximo crítico de {{analyte}}',
    save: 'Guardar',
    saved: 'Intervalo guardado.',
    restored: 'O intervalo do catálogo está em uso.',
  },
};
