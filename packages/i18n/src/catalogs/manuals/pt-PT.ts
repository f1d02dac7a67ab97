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
};
