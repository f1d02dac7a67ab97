export default {
  title: 'Sobre o Ponto',
  description:
    'O Ponto é o portal dos profissionais de saúde da rede de diagnóstico no local de atendimento: registo de utentes, análises nos leitores, relatórios, novas colheitas, stock e formação.',
  version: {
    title: 'Versão',
    value: 'Ponto versão {{version}}',
  },
  support: {
    title: 'Suporte',
    intro: 'Dúvidas ou problemas? Contacte o suporte:',
    email: 'E-mail',
    phone: 'Telefone',
  },
  licences: {
    title: 'Licenças de terceiros',
    intro: 'O Ponto usa {{count}} pacotes de código aberto, cada um com a sua licença:',
    package: 'Pacote',
    version: 'Versão',
    licence: 'Licença',
  },
  integration: {
    title: 'Integração',
    text: 'Ligue o sistema do seu estabelecimento ao Ponto pela API.',
    guide: 'Guia do programador',
    manual: 'Manual da API',
  },
};
