/** Live-connection indicator and the network check (§2 'Network check'). */
export default {
  live: {
    online: 'Ao vivo',
    connecting: 'Conectando…',
    offline: 'Sem conexão ao vivo',
  },
  check: {
    publicNote:
      'Sem entrar no portal, verificamos a API e a conexão em tempo real deste navegador; o servidor de mensagens é verificado depois de entrar.',
    nav: 'Verificação de rede',
    title: 'Verificação de rede',
    intro:
      'Mede, a partir deste computador, a resposta do servidor do Ponto e a conexão ao vivo que traz o estado dos leitores, e diz o que está errado.',
    run: 'Verificar agora',
    running: 'Verificando…',
    again: 'Verificar de novo',
    results: 'Resultado',
    measure: {
      browser: 'Internet neste computador',
      api: 'Servidor do Ponto',
      websocket: 'Canal ao vivo (WebSocket)',
      broker: 'Mensagens dos leitores (MQTT)',
    },
    value: {
      browserOnline: 'O navegador diz que está conectado',
      browserOffline: 'O navegador diz que está sem internet',
      api: 'Mediana {{median}} ms, pior {{worst}} ms em {{count}} medições',
      apiFailed: 'Não respondeu ({{failed}} de {{count}} tentativas falharam)',
      websocket: 'Aberto em {{ms}} ms',
      websocketFailed: 'Não abriu',
      broker: 'Conectado em {{connect}} ms; inscrição confirmada em {{suback}} ms',
      brokerRefused: 'Recusou a sessão',
      brokerSubscriptionRefused: 'Conectado em {{connect}} ms, mas a inscrição foi recusada',
      brokerTimeout: 'Sem resposta em {{seconds}} s',
      skipped: 'Não medido',
    },
    note: 'O navegador não pode publicar mensagens (só o servidor escreve nesses canais). Por isso medimos o tempo de conexão e o da confirmação da inscrição (SUBACK), não uma ida e volta completa de uma mensagem.',
    verdict: {
      ok: 'Tudo certo: o servidor responde bem e a conexão ao vivo funciona.',
      noInternet:
        'Este computador está sem internet. Confira o cabo ou o Wi-Fi e o roteador, e verifique de novo.',
      apiUnreachable:
        'O servidor do Ponto não respondeu. Se outros sites abrem, a rede do estabelecimento pode estar bloqueando o Ponto: fale com o suporte de TI.',
      apiSlow:
        'O servidor do Ponto está lento (mais de {{limit}} ms). As telas podem demorar; se continuar, fale com o suporte.',
      websocketBlocked:
        'A conexão ao vivo (WebSocket) foi bloqueada, provavelmente por um proxy ou firewall da rede. Peça à TI para liberar WebSocket para este endereço.',
      brokerUnreachable:
        'O canal ao vivo abriu, mas o servidor de mensagens não respondeu a tempo. O estado dos leitores não vai atualizar sozinho; fale com o suporte.',
      brokerRefused: 'O servidor de mensagens recusou a sua sessão. Saia e entre de novo.',
      subscriptionRefused:
        'O servidor de mensagens recusou as mensagens deste estabelecimento. Escolha o estabelecimento de novo no início ou fale com o suporte.',
      slowLive:
        'A conexão ao vivo funciona, mas está lenta (mais de {{limit}} ms). O estado dos leitores pode chegar com atraso.',
    },
  },
};
