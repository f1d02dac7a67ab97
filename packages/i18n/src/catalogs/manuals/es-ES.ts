export default {
  title: 'Cómo conectar el lector',
  intro: 'Paso a paso para encender el lector y conectarlo a Ponto por wifi, cable de red o USB.',
  tabs: 'Tipo de conexión',
  before: {
    title: 'Antes de empezar',
    power: 'Use solo la fuente de alimentación que acompaña al lector: {{volts}} V, {{amperes}} A.',
    button: 'Para encenderlo, mantenga pulsado el botón de encendido unos {{holdSeconds}} segundos.',
    lens: 'El lector Lens está listo aproximadamente {{lensMinutes}} minuto después de encenderlo.',
    led: 'La luz del lector indica lo que hace: blanca al iniciar o emparejar, verde listo, amarilla necesita calibración, cian examen en curso, cian parpadeante necesita una acción suya, roja error, magenta mal configurado, todos los colores fijos durante la actualización.',
  },
  'reader-wifi': {
    tab: 'Wifi',
    title: 'Conectar por wifi',
    intro: 'Útil en mostradores sin cable de red. La señal debe ser buena donde está el lector.',
    steps: {
      power:
        'Conecte la fuente ({{volts}} V, {{amperes}} A) al lector y mantenga pulsado el botón de encendido unos {{holdSeconds}} segundos.',
      pairing:
        'Con la luz blanca (emparejamiento), siga la hoja de instalación del lector para elegir la red wifi.',
      network:
        'Elija la red wifi del establecimiento y escriba su contraseña. Las redes de invitados con página de acceso no funcionan.',
      ready: 'Espere a que la luz se ponga verde (listo) o amarilla (necesita calibración).',
      check:
        'En Ponto, abra Inicio → Lectores: el lector aparece con su señal wifi. Con menos de 2 de 4 barras, acerque el lector al router.',
    },
  },
  'reader-cable': {
    tab: 'Cable de red',
    title: 'Conectar con cable de red',
    intro: 'La conexión más estable: úsela si hay una toma de red cerca del lector.',
    steps: {
      cable: 'Conecte un cable de red del router (o switch) a la entrada de red del lector.',
      power:
        'Conecte la fuente ({{volts}} V, {{amperes}} A) y mantenga pulsado el botón de encendido unos {{holdSeconds}} segundos.',
      dhcp: 'La red asigna la dirección al lector automáticamente (DHCP); no hay que configurar nada en el lector.',
      ready: 'Espere a que la luz se ponga verde (listo) o amarilla (necesita calibración).',
      check: 'En Ponto, abra Inicio → Lectores: el lector aparece con «Conexión: Cable de red».',
    },
  },
  'reader-usb': {
    tab: 'USB',
    title: 'Conectar por USB',
    intro: 'Cuando no hay wifi ni cable de red: el lector usa la internet de este ordenador.',
    steps: {
      usb: 'Conecte el lector a este ordenador con el cable USB que lo acompaña.',
      power:
        'Conecte la fuente ({{volts}} V, {{amperes}} A) y mantenga pulsado el botón de encendido unos {{holdSeconds}} segundos.',
      share:
        'Mantenga el ordenador encendido y conectado a internet mientras use el lector: si se apaga o suspende, el lector se desconecta.',
      ready: 'Espere a que la luz se ponga verde (listo) o amarilla (necesita calibración).',
      check: 'En Ponto, abra Inicio → Lectores: el lector aparece con «Conexión: USB».',
    },
  },
  after: {
    title: 'Después de conectar',
    register:
      'Si el lector no aparece en la lista, regístrelo con el código de su etiqueta en Inicio → Lectores.',
    calibrate: 'Luz amarilla: calibre el lector en Calibraciones antes del primer examen.',
    update:
      'Una actualización tarda de {{updateMin}} a {{updateMax}} minutos: no apague el lector ni lo desenchufe mientras tanto.',
    firewall:
      'Si la red tiene cortafuegos, informática debe permitir que el lector se conecte al servidor de Ponto en internet; soporte indica la dirección y el puerto.',
    trouble: '¿Lector desconectado o sin actualizarse?',
    networkCheck: 'Comprobar la red',
    calibrations: 'Calibraciones',
  },
  guideLink: 'Guías del portal: primeros pasos, exámenes, informes, cápsulas e inventario',
  guide: {
    title: 'Guías del portal',
    intro: 'Paso a paso de las tareas diarias en Ponto. Elija una guía.',
    list: 'Guías',
    all: 'Todas las guías',
    open: 'Abrir: {{page}}',
    readers: 'Cómo conectar el lector',
    items: {
      'first-steps': {
        title: 'Primeros pasos',
        summary: 'Entrar, elegir el establecimiento y conocer el menú.',
        steps: {
          login: 'Entre con su CPF y contraseña. Si el portal lo pide, complete antes la formación.',
          workplace:
            'Elija el establecimiento en el menú: exámenes, inventario e informes son siempre del establecimiento elegido.',
          readers:
            'En Inicio, vea los lectores del establecimiento; registre un lector nuevo con el código de su etiqueta.',
          menu: 'Use el menú lateral para llegar a las demás áreas; el idioma se cambia en el selector de idioma.',
        },
      },
      'patient-exam': {
        title: 'Registrar un paciente y hacer un examen',
        summary: 'Del documento del paciente al informe.',
        steps: {
          document:
            'En Registrar, indique el documento del paciente: si ya está registrado, aparecen sus datos.',
          data: 'Revise los datos personales y la dirección; los menores necesitan un tutor legal.',
          exam: 'Elija el examen y el idioma del informe y responda al cuestionario.',
          reader: 'Confirme, elija el lector y siga la pantalla para tomar la muestra e insertar la cápsula.',
          progress: 'Siga las etapas de lectura, análisis, envío e informe hasta el final.',
        },
      },
      'release-report': {
        title: 'Liberar un informe',
        summary: 'Verificar un resultado y liberar su informe.',
        steps: {
          list: 'Abra Verificación de resultados: lista los resultados que esperan al analista.',
          check: 'Elija Verificar y liberar en el examen y revise el valor, los límites y las observaciones.',
          release:
            'Elija Liberar resultado y confirme: el informe queda disponible en PDF, con hashcode y código QR.',
          rectify:
            'Para corregir un resultado ya liberado, use Rectificar resultado: el informe indica la rectificación.',
        },
      },
      'nullify-capsule': {
        title: 'Anular una cápsula',
        summary: 'Retirar de uso una cápsula dañada o perdida.',
        steps: {
          open: 'Abra Anular cápsula en el menú.',
          code: 'Lea el código QR de la cápsula con la cámara o escriba su código y su lote.',
          confirm: 'Confirme: la cápsula anulada sale del inventario y ya no se puede usar.',
          list: 'La lista de cápsulas anuladas muestra quién las anuló y cuándo.',
        },
      },
      'stock-orders': {
        title: 'Inventario y pedidos',
        summary: 'Seguir los lotes, pedir exámenes y recibir la entrega.',
        steps: {
          stock:
            'En Inventario → Mis existencias, vea los lotes por examen: amarillo caduca en una semana, caducado queda bloqueado.',
          order: 'En Mis pedidos, haga un pedido y siga su estado y la previsión de entrega.',
          arrival: 'Cuando llegue la entrega, confírmela con la factura en Confirmar llegada.',
          transfer: 'En Transferencia de exámenes, envíe cápsulas a otro establecimiento de la red.',
        },
      },
    },
  },
};
