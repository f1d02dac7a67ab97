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
};
