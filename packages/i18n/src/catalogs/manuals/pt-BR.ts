/** /manuals: reader connection tutorials (Wi-Fi, cable, USB), §2 and §9 set-up facts. */
export default {
  title: 'Como conectar o leitor',
  intro: 'Passo a passo para ligar o leitor e conectá-lo ao Ponto por Wi-Fi, cabo de rede ou USB.',
  tabs: 'Tipo de conexão',
  before: {
    title: 'Antes de começar',
    power: 'Use somente a fonte que acompanha o leitor: {{volts}} V, {{amperes}} A.',
    button: 'Para ligar, mantenha o botão de ligar pressionado por cerca de {{holdSeconds}} segundos.',
    lens: 'O leitor Lens fica pronto em cerca de {{lensMinutes}} minuto depois de ligado.',
    led: 'A luz do leitor diz o que ele está fazendo: branca ao iniciar ou parear, verde pronto, amarela pede calibração, ciano em exame, ciano piscando pede uma ação sua, vermelha indica erro, magenta indica configuração errada, todas as cores fixas durante a atualização.',
  },
  'reader-wifi': {
    tab: 'Wi-Fi',
    title: 'Conectar por Wi-Fi',
    intro: 'Bom para balcões sem cabo de rede. O sinal precisa ser bom onde o leitor fica.',
    steps: {
      power:
        'Ligue a fonte ({{volts}} V, {{amperes}} A) ao leitor e segure o botão de ligar por cerca de {{holdSeconds}} segundos.',
      pairing:
        'Com a luz branca (pareamento), siga a folha de instalação do leitor para escolher a rede Wi-Fi.',
      network:
        'Escolha a rede Wi-Fi do estabelecimento e digite a senha dela. Redes de visitante com página de login não funcionam.',
      ready: 'Aguarde a luz ficar verde (pronto) ou amarela (precisa de calibração).',
      check:
        'No Ponto, abra Início → Leitores: o leitor aparece com o sinal Wi-Fi. Com menos de 2 de 4 barras, aproxime o leitor do roteador.',
    },
  },
  'reader-cable': {
    tab: 'Cabo de rede',
    title: 'Conectar por cabo de rede',
    intro: 'A conexão mais estável: use quando houver um ponto de rede perto do leitor.',
    steps: {
      cable: 'Ligue um cabo de rede do roteador (ou switch) à entrada de rede do leitor.',
      power:
        'Ligue a fonte ({{volts}} V, {{amperes}} A) e segure o botão de ligar por cerca de {{holdSeconds}} segundos.',
      dhcp: 'A rede dá o endereço ao leitor automaticamente (DHCP); não é preciso configurar nada no leitor.',
      ready: 'Aguarde a luz ficar verde (pronto) ou amarela (precisa de calibração).',
      check: 'No Ponto, abra Início → Leitores: o leitor aparece com “Conexão: Cabo de rede”.',
    },
  },
  'reader-usb': {
    tab: 'USB',
    title: 'Conectar por USB',
    intro: 'Quando não há Wi-Fi nem cabo de rede: o leitor usa a internet deste computador.',
    steps: {
      usb: 'Ligue o leitor a este computador com o cabo USB que o acompanha.',
      power:
        'Ligue a fonte ({{volts}} V, {{amperes}} A) e segure o botão de ligar por cerca de {{holdSeconds}} segundos.',
      share:
        'Deixe o computador ligado e conectado à internet enquanto usar o leitor: se ele desligar ou hibernar, o leitor fica desconectado.',
      ready: 'Aguarde a luz ficar verde (pronto) ou amarela (precisa de calibração).',
      check: 'No Ponto, abra Início → Leitores: o leitor aparece com “Conexão: USB”.',
    },
  },
  after: {
    title: 'Depois de conectar',
    register: 'Se o leitor não aparecer na lista, cadastre-o pelo código da etiqueta em Início → Leitores.',
    calibrate: 'Luz amarela: calibre o leitor em Calibrações antes do primeiro exame.',
    update:
      'Uma atualização leva de {{updateMin}} a {{updateMax}} minutos: não desligue o leitor nem retire a fonte nesse tempo.',
    firewall:
      'Se a rede tiver firewall, a TI precisa permitir que o leitor se conecte ao servidor do Ponto na internet; o suporte informa o endereço e a porta.',
    trouble: 'Leitor desconectado ou sem atualizar?',
    networkCheck: 'Verificar a rede',
    calibrations: 'Calibrações',
  },
  guideLink: 'Guias do portal: primeiros passos, exames, laudos, cápsulas e estoque',
  guide: {
    title: 'Guias do portal',
    intro: 'Passo a passo das tarefas do dia a dia no Ponto. Escolha um guia.',
    list: 'Guias',
    all: 'Todos os guias',
    open: 'Abrir: {{page}}',
    readers: 'Como conectar o leitor',
    items: {
      'first-steps': {
        title: 'Primeiros passos',
        summary: 'Entrar, escolher o estabelecimento e conhecer o menu.',
        steps: {
          login: 'Entre com seu CPF e senha. Se o portal pedir, conclua antes o treinamento.',
          workplace:
            'Escolha o estabelecimento no menu: exames, estoque e relatórios são sempre do estabelecimento escolhido.',
          readers:
            'Em Início, veja os leitores do estabelecimento; cadastre um leitor novo pelo código da etiqueta.',
          menu: 'Use o menu lateral para chegar às demais áreas; o idioma muda no seletor de idioma.',
        },
      },
      'patient-exam': {
        title: 'Cadastrar um paciente e fazer um exame',
        summary: 'Do documento do paciente ao laudo.',
        steps: {
          document:
            'Em Cadastrar, informe o documento do paciente: se ele já tem cadastro, os dados aparecem.',
          data: 'Confira os dados pessoais e o endereço; menores de idade precisam de um responsável legal.',
          exam: 'Escolha o exame e o idioma do laudo e responda ao questionário.',
          reader: 'Confirme, escolha o leitor e siga a tela para coletar a amostra e inserir a cápsula.',
          progress: 'Acompanhe as etapas de leitura, análise, envio e laudo até o fim.',
        },
      },
      'release-report': {
        title: 'Liberar um laudo',
        summary: 'Conferir um resultado e liberar o laudo.',
        steps: {
          list: 'Abra Conferência de resultados: ela lista os resultados que aguardam o analista.',
          check: 'Escolha Conferir e liberar no exame e confira o valor, os limites e as observações.',
          release:
            'Escolha Liberar resultado e confirme: o laudo fica disponível em PDF, com hashcode e QR code.',
          rectify:
            'Para corrigir um resultado já liberado, use Retificar resultado: o laudo informa a retificação.',
        },
      },
      'nullify-capsule': {
        title: 'Anular uma cápsula',
        summary: 'Tirar de uso uma cápsula danificada ou perdida.',
        steps: {
          open: 'Abra Anular cápsula no menu.',
          code: 'Leia o QR code da cápsula com a câmera ou digite o código e o lote.',
          confirm: 'Confirme: a cápsula anulada sai do estoque e não pode mais ser usada.',
          list: 'A lista de cápsulas anuladas mostra quem anulou e quando.',
        },
      },
      'stock-orders': {
        title: 'Estoque e pedidos',
        summary: 'Acompanhar lotes, pedir exames e receber a entrega.',
        steps: {
          stock:
            'Em Estoque → Meu estoque, veja os lotes por exame: amarelo vence em até uma semana, vencido fica bloqueado.',
          order: 'Em Meus pedidos, faça um pedido e acompanhe o status e a previsão de entrega.',
          arrival: 'Quando a entrega chegar, confirme-a pela nota fiscal em Confirmar chegada.',
          transfer: 'Em Transferência de exames, envie cápsulas a outro estabelecimento da rede.',
        },
      },
    },
  },
};
