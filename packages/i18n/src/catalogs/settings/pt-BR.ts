export default {
  title: 'Configurações',
  language: {
    title: 'Idioma',
    description: 'O idioma da interface fica salvo no seu usuário.',
  },
  workplace: {
    title: 'Estabelecimento',
    description: 'O estabelecimento onde você trabalha agora; o Ponto lembra a escolha.',
  },
  critical: {
    title: 'Valores críticos',
    description:
      'Um resultado fora da faixa crítica é destacado e alerta na hora toda a equipe deste estabelecimento. Deixe os dois limites vazios para usar a faixa do catálogo.',
    loading: 'Carregando as faixas críticas',
    empty: 'Nenhum exame quantitativo oferecido neste estabelecimento.',
    caption: 'Faixas críticas por analito',
    analyte: 'Analito',
    default: 'Faixa do catálogo',
    own: 'Faixa deste estabelecimento',
    none: 'Nenhuma',
    lowerFor: 'Mínimo crítico de {{analyte}}',
    upperFor: 'Máximo crítico de {{analyte}}',
    save: 'Salvar',
    saved: 'Faixa salva.',
    restored: 'Faixa do catálogo em uso.',
  },
};
