export default {
  title: 'Início',
  greeting: 'Olá, {{name}}',
  workplaceChoose: 'Escolha o estabelecimento onde você está trabalhando agora.',
  workplaceCurrent: 'O Ponto lembra sua escolha na próxima vez que você entrar.',
  workplaceNeeded: 'Escolha um estabelecimento para ver leitores, exames e relatórios.',
  tabs: {
    label: 'Áreas do início',
    readers: 'Leitores',
    exams: 'Exames',
    reports: 'Relatórios',
    recollect: 'Recoleta',
    analysis: 'Análise',
  },
  reportsIntro: 'Escolha um relatório:',
  notAvailable: '{{area}}: esta área ainda não está disponível nesta versão do Ponto.',
};
