export default {
  live: {
    online: 'Em direto',
    connecting: 'A ligar…',
    offline: 'Sem ligação em direto',
  },
  check: {
    publicNote:
      'Sem entrar no portal, verificamos a API e a ligação em tempo real deste navegador; o servidor de mensagens é verificado depois de entrar.',
    nav: 'Verificação de rede',
    title: 'Verificação de rede',
    intro:
      'Mede, a partir deste computador, a resposta do servidor do Ponto e a ligação em direto que traz o estado dos leitores, e diz o que está errado.',
    run: 'Verificar agora',
    running: 'A verificar…',
    again: 'Verificar de novo',
    results: 'Resultado',
    measure: {
      browser: 'Internet neste computador',
      api: 'Servidor do Ponto',
      websocket: 'Canal em direto (WebSocket)',
      broker: 'Mensagens dos leitores (MQTT)',
    },
    value: {
      browserOnline: 'O navegador indica que está ligado',
      browserOffline: 'O navegador indica que está sem internet',
      api: 'Mediana {{median}} ms, pior {{worst}} ms em {{count}} medições',
      apiFailed: 'Não respondeu ({{failed}} de {{count}} tentativas falharam)',
      websocket: 'Aberto em {{ms}} ms',
      websocketFailed: 'Não abriu',
      broker: 'Ligado em {{connect}} ms; subscrição confirmada em {{suback}} ms',
      brokerRefused: 'Recusou a sessão',
      brokerSubscriptionRefused: 'Ligado em {{connect}} ms, mas a subscrição foi recusada',
      brokerTimeout: 'Sem resposta em {{seconds}} s',
      skipped: 'Não medido',
    },
    note: 'O navegador não pode publicar mensagens (só o servidor escreve nesses canais). Por isso medimos o tempo de ligação e o da confirmação da subscrição (SUBACK), não uma ida e volta completa de uma mensagem.',
    verdict: {
      ok: 'Tudo certo: o servidor responde bem e a ligação em direto funciona.',
      noInternet:
        'Este computador está sem internet. Verifique o cabo ou o Wi-Fi e o router, e volte a verificar.',
      apiUnreachable:
        'O servidor do Ponto não respondeu. Se outros sites abrem, a rede do estabelecimento pode estar a bloquear o Ponto: fale com o apoio informático.',
      apiSlow:
        'O servidor do Ponto está lento (mais de {{limit}} ms). Os ecrãs podem demorar; se continuar, contacte o suporte.',
      websocketBlocked:
        'A ligação em direto (WebSocket) foi bloqueada, provavelmente por um proxy ou firewall da rede. Peça à informática para permitir WebSocket para este endereço.',
      brokerUnreachable:
        'O canal em direto abriu, mas o servidor de mensagens não respondeu a tempo. O estado dos leitores não se atualiza sozinho; contacte o suporte.',
      brokerRefused: 'O servidor de mensagens recusou a sua sessão. Termine sessão e volte a entrar.',
      subscriptionRefused:
        'O servidor de mensagens recusou as mensagens deste estabelecimento. Escolha novamente o estabelecimento no início ou contacte o suporte.',
      slowLive:
        'A ligação em direto funciona, mas está lenta (mais de {{limit}} ms). O estado dos leitores pode chegar com atraso.',
    },
  },
};
