export default {
  live: {
    online: 'En directo',
    connecting: 'Conectando…',
    offline: 'Sin conexión en directo',
  },
  check: {
    publicNote:
      'Sin entrar en el portal, comprobamos la API y la conexión en tiempo real de este navegador; el servidor de mensajes se comprueba tras entrar.',
    nav: 'Comprobación de red',
    title: 'Comprobación de red',
    intro:
      'Mide, desde este ordenador, la respuesta del servidor de Ponto y la conexión en directo que trae el estado de los lectores, y dice qué falla.',
    run: 'Comprobar ahora',
    running: 'Comprobando…',
    again: 'Comprobar de nuevo',
    results: 'Resultado',
    measure: {
      browser: 'Internet en este ordenador',
      api: 'Servidor de Ponto',
      websocket: 'Canal en directo (WebSocket)',
      broker: 'Mensajes de los lectores (MQTT)',
    },
    value: {
      browserOnline: 'El navegador indica que está conectado',
      browserOffline: 'El navegador indica que no hay internet',
      api: 'Mediana {{median}} ms, peor {{worst}} ms en {{count}} mediciones',
      apiFailed: 'No respondió ({{failed}} de {{count}} intentos fallaron)',
      websocket: 'Abierto en {{ms}} ms',
      websocketFailed: 'No se abrió',
      broker: 'Conectado en {{connect}} ms; suscripción confirmada en {{suback}} ms',
      brokerRefused: 'Rechazó la sesión',
      brokerSubscriptionRefused: 'Conectado en {{connect}} ms, pero la suscripción fue rechazada',
      brokerTimeout: 'Sin respuesta en {{seconds}} s',
      skipped: 'No medido',
    },
    note: 'Un navegador no puede publicar mensajes (solo el servidor escribe en estos canales). Por eso medimos el tiempo de conexión y el de confirmación de la suscripción (SUBACK), no un viaje completo de ida y vuelta de un mensaje.',
    verdict: {
      ok: 'Todo bien: el servidor responde bien y la conexión en directo funciona.',
      noInternet:
        'Este ordenador no tiene internet. Revise el cable o el wifi y el router, y vuelva a comprobar.',
      apiUnreachable:
        'El servidor de Ponto no respondió. Si otros sitios abren, la red del establecimiento puede estar bloqueando Ponto: hable con su soporte informático.',
      apiSlow:
        'El servidor de Ponto va lento (más de {{limit}} ms). Las pantallas pueden tardar; si continúa, contacte con soporte.',
      websocketBlocked:
        'La conexión en directo (WebSocket) se bloqueó, probablemente por un proxy o cortafuegos de la red. Pida a informática que permita WebSocket para esta dirección.',
      brokerUnreachable:
        'El canal en directo se abrió, pero el servidor de mensajes no respondió a tiempo. El estado de los lectores no se actualizará solo; contacte con soporte.',
      brokerRefused: 'El servidor de mensajes rechazó su sesión. Cierre sesión y vuelva a entrar.',
      subscriptionRefused:
        'El servidor de mensajes rechazó los mensajes de este establecimiento. Elija de nuevo el establecimiento en el inicio o contacte con soporte.',
      slowLive:
        'La conexión en directo funciona, pero va lenta (más de {{limit}} ms). El estado de los lectores puede llegar con retraso.',
    },
  },
};
