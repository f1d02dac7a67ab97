export default {
  live: {
    online: 'Live',
    connecting: 'Connecting…',
    offline: 'Live connection lost',
  },
  check: {
    publicNote:
      'Without signing in, we check the API and the live connection from this browser; the message broker is checked once you sign in.',
    nav: 'Network check',
    title: 'Network check',
    intro:
      'Measures, from this computer, how the Ponto server answers and the live connection that brings the readers’ status, and says what is wrong.',
    run: 'Check now',
    running: 'Checking…',
    again: 'Check again',
    results: 'Result',
    measure: {
      browser: 'Internet on this computer',
      api: 'Ponto server',
      websocket: 'Live channel (WebSocket)',
      broker: 'Reader messages (MQTT)',
    },
    value: {
      browserOnline: 'The browser says it is online',
      browserOffline: 'The browser says it has no internet',
      api: 'Median {{median}} ms, worst {{worst}} ms over {{count}} measurements',
      apiFailed: 'No answer ({{failed}} of {{count}} attempts failed)',
      websocket: 'Opened in {{ms}} ms',
      websocketFailed: 'Did not open',
      broker: 'Connected in {{connect}} ms; subscription confirmed in {{suback}} ms',
      brokerRefused: 'Refused the session',
      brokerSubscriptionRefused: 'Connected in {{connect}} ms, but the subscription was refused',
      brokerTimeout: 'No answer within {{seconds}} s',
      skipped: 'Not measured',
    },
    note: 'A browser cannot publish messages (only the server writes these channels). So we measure the time to connect and to have the subscription confirmed (SUBACK), not a full message round trip.',
    verdict: {
      ok: 'All good: the server answers well and the live connection works.',
      noInternet: 'This computer has no internet. Check the cable or Wi-Fi and the router, then check again.',
      apiUnreachable:
        'The Ponto server did not answer. If other sites open, the workplace network may be blocking Ponto: talk to your IT support.',
      apiSlow:
        'The Ponto server is slow (over {{limit}} ms). Screens may take a while; if it goes on, contact support.',
      websocketBlocked:
        'The live connection (WebSocket) was blocked, probably by a proxy or firewall on the network. Ask IT to allow WebSocket to this address.',
      brokerUnreachable:
        'The live channel opened, but the message server did not answer in time. Reader status will not update by itself; contact support.',
      brokerRefused: 'The message server refused your session. Sign out and sign in again.',
      subscriptionRefused:
        'The message server refused this workplace’s messages. Choose the workplace again on the home page or contact support.',
      slowLive: 'The live connection works but is slow (over {{limit}} ms). Reader status may arrive late.',
    },
  },
};
