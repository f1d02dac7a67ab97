export default {
  title: 'Sobre o Ponto',
  description:
    'O Ponto é o portal dos profissionais de saúde da rede de diagnóstico no ponto de atendimento: cadastro de pacientes, exames nos leitores, laudos, recoletas, estoque e treinamento.',
  version: {
    title: 'Versão',
    value: 'Ponto versão {{version}}',
  },
  support: {
    title: 'Suporte',
    intro: 'Dúvidas ou problemas? Fale com o suporte:',
    email: 'E-mail',
    phone: 'Telefone',
  },
  licences: {
    title: 'Licenças de terceiros',
    intro: 'O Ponto usa {{count}} pacotes de código aberto, cada um sob a sua licença:',
    package: 'Pacote',
    version: 'Versão',
    licence: 'Licença',
  },
  integration: {
    title: 'Integração',
    text: 'Ligue o sistema do seu estabelecimento ao Ponto pela API.',
    guide: 'Guia do desenvolvedor',
    manual: 'Manual da API',
  },
};
