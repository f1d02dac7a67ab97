export default {
  title: 'Como ligar o leitor',
  intro: 'Passo a passo para ligar o leitor e ligá-lo ao Ponto por Wi-Fi, cabo de rede ou USB.',
  tabs: 'Tipo de ligação',
  before: {
    title: 'Antes de começar',
    power: 'Use apenas a fonte de alimentação que acompanha o leitor: {{volts}} V, {{amperes}} A.',
    button: 'Para ligar, mantenha o botão de ligar premido durante cerca de {{holdSeconds}} segundos.',
    lens: 'O leitor Lens fica pronto cerca de {{lensMinutes}} minuto depois de ligado.',
    led: 'A luz do leitor indica o que está a fazer: branca a iniciar ou emparelhar, verde pronto, amarela precisa de calibração, ciano exame em curso, ciano a piscar precisa de uma ação sua, vermelha erro, magenta mal configurado, todas as cores fixas durante a atualização.',
  },
  'reader-wifi': {
    tab: 'Wi-Fi',
    title: 'Ligar por Wi-Fi',
    intro: 'Bom para balcões sem cabo de rede. O sinal tem de ser bom onde o leitor fica.',
    steps: {
      power:
        'Ligue a fonte ({{volts}} V, {{amperes}} A) ao leitor e mantenha o botão de ligar premido durante cerca de {{holdSeconds}} segundos.',
      pairing:
        'Com a luz branca (emparelhamento), siga a folha de instalação do leitor para escolher a rede Wi-Fi.',
      network:
        'Escolha a rede Wi-Fi do estabelecimento e escreva a palavra-passe. Redes de convidados com página de acesso não funcionam.',
      ready: 'Aguarde até a luz ficar verde (pronto) ou amarela (precisa de calibração).',
      check:
        'No Ponto, abra Início → Leitores: o leitor aparece com o sinal Wi-Fi. Com menos de 2 de 4 barras, aproxime o leitor do router.',
    },
  },
  'reader-cable': {
    tab: 'Cabo de rede',
    title: 'Ligar por cabo de rede',
    intro: 'A ligação mais estável: use-a quando houver uma tomada de rede perto do leitor.',
    steps: {
      cable: 'Ligue um cabo de rede do router (ou switch) à entrada de rede do leitor.',
      power:
        'Ligue a fonte ({{volts}} V, {{amperes}} A) e mantenha o botão de ligar premido durante cerca de {{holdSeconds}} segundos.',
      dhcp: 'A rede atribui o endereço ao leitor automaticamente (DHCP); não é preciso configurar nada no leitor.',
      ready: 'Aguarde até a luz ficar verde (pronto) ou amarela (precisa de calibração).',
      check: 'No Ponto, abra Início → Leitores: o leitor aparece com «Ligação: Cabo de rede».',
    },
  },
  'reader-usb': {
    tab: 'USB',
    title: 'Ligar por USB',
    intro: 'Quando não há Wi-Fi nem cabo de rede: o leitor usa a internet deste computador.',
    steps: {
      usb: 'Ligue o leitor a este computador com o cabo USB que o acompanha.',
      power:
        'Ligue a fonte ({{volts}} V, {{amperes}} A) e mantenha o botão de ligar premido durante cerca de {{holdSeconds}} segundos.',
      share:
        'Mantenha o computador ligado e com internet enquanto usar o leitor: se ele se desligar ou suspender, o leitor fica desligado.',
      ready: 'Aguarde até a luz ficar verde (pronto) ou amarela (precisa de calibração).',
      check: 'No Ponto, abra Início → Leitores: o leitor aparece com «Ligação: USB».',
    },
  },
  after: {
    title: 'Depois de ligar',
    register: 'Se o leitor não aparecer na lista, registe-o com o código da etiqueta em Início → Leitores.',
    calibrate: 'Luz amarela: calibre o leitor em Calibrações antes do primeiro exame.',
    update:
      'Uma atualização demora de {{updateMin}} a {{updateMax}} minutos: não desligue o leitor nem retire a fonte durante esse tempo.',
    firewall:
      'Se a rede tiver firewall, a informática tem de permitir que o leitor se ligue ao servidor do Ponto na internet; o suporte indica o endereço e a porta.',
    trouble: 'Leitor desligado ou sem atualizar?',
    networkCheck: 'Verificar a rede',
    calibrations: 'Calibrações',
  },
  guideLink: 'Guias do portal: primeiros passos, análises, relatórios, cápsulas e stock',
  guide: {
    title: 'Guias do portal',
    intro: 'Passo a passo das tarefas do dia a dia no Ponto. Escolha um guia.',
    list: 'Guias',
    all: 'Todos os guias',
    open: 'Abrir: {{page}}',
    readers: 'Como ligar o leitor',
    items: {
      'first-steps': {
        title: 'Primeiros passos',
        summary: 'Entrar, escolher o estabelecimento e conhecer o menu.',
        steps: {
          login: 'Entre com o seu documento e palavra-passe. Se o portal pedir, conclua primeiro a formação.',
          workplace:
            'Escolha o estabelecimento no menu: análises, stock e relatórios são sempre do estabelecimento escolhido.',
          readers:
            'Em Início, veja os leitores do estabelecimento; registe um leitor novo pelo código da etiqueta.',
          menu: 'Use o menu lateral para chegar às outras áreas; o idioma muda no seletor de idioma.',
        },
      },
      'patient-exam': {
        title: 'Registar um utente e fazer uma análise',
        summary: 'Do documento do utente ao relatório.',
        steps: {
          document: 'Em Registar, indique o documento do utente: se já estiver registado, os dados aparecem.',
          data: 'Confira os dados pessoais e a morada; os menores precisam de um representante legal.',
          exam: 'Escolha a análise e o idioma do relatório e responda ao questionário.',
          reader: 'Confirme, escolha o leitor e siga o ecrã para colher a amostra e inserir a cápsula.',
          progress: 'Acompanhe as etapas de leitura, análise, envio e relatório até ao fim.',
        },
      },
      'release-report': {
        title: 'Libertar um relatório',
        summary: 'Conferir um resultado e libertar o relatório.',
        steps: {
          list: 'Abra Conferência de resultados: lista os resultados que aguardam o analista.',
          check: 'Escolha Conferir e libertar na análise e confira o valor, os limites e as observações.',
          release:
            'Escolha Validar resultado e confirme: o relatório fica disponível em PDF, com hashcode e código QR.',
          rectify:
            'Para corrigir um resultado já libertado, use Retificar resultado: o relatório indica a retificação.',
        },
      },
      'nullify-capsule': {
        title: 'Anular uma cápsula',
        summary: 'Retirar de uso uma cápsula danificada ou perdida.',
        steps: {
          open: 'Abra Anular cápsula no menu.',
          code: 'Leia o código QR da cápsula com a câmara ou escreva o código e o lote.',
          confirm: 'Confirme: a cápsula anulada sai do stock e deixa de poder ser usada.',
          list: 'A lista de cápsulas anuladas mostra quem as anulou e quando.',
        },
      },
      'stock-orders': {
        title: 'Stock e encomendas',
        summary: 'Acompanhar lotes, encomendar análises e receber a entrega.',
        steps: {
          stock:
            'Em Stock → O meu stock, veja os lotes por análise: amarelo expira numa semana, expirado fica bloqueado.',
          order: 'Em As minhas encomendas, faça uma encomenda e acompanhe o estado e a previsão de entrega.',
          arrival: 'Quando a entrega chegar, confirme-a pela fatura em Confirmar chegada.',
          transfer: 'Em Transferência de exames, envie cápsulas para outro estabelecimento da rede.',
        },
      },
    },
  },
};
