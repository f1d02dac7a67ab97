export default {
  title: 'Início',
  greeting: 'Olá, {{name}}',
  workplaceChoose: 'Escolha o estabelecimento onde está a trabalhar agora.',
  workplaceCurrent: 'O Ponto lembra a sua escolha da próxima vez que entrar.',
  workplaceNeeded: 'Escolha um estabelecimento para ver leitores, análises e relatórios.',
  tabs: {
    label: 'Áreas do início',
    readers: 'Leitores',
    exams: 'Análises',
    reports: 'Relatórios',
    recollect: 'Nova colheita',
    analysis: 'Análise',
  },
  reportsIntro: 'Escolha um relatório:',
  notAvailable: '{{area}}: esta área ainda não está disponível nesta versão do Ponto.',
};
