export default {
  AUTH_INVALID_CREDENTIALS: {
    title: 'Usuario o contraseña no válidos',
    advice: 'Revisa los campos y tu conexión e inténtalo de nuevo.',
  },
  AUTH_BLOCKED: {
    title: 'Acceso bloqueado por demasiados intentos',
    advice: 'Espera 6 minutos e inténtalo de nuevo. Tiempo restante: {{minutes}} min {{seconds}} s.',
  },
  AUTH_LOGIN_EXPIRED: { title: 'Sesión caducada', advice: 'Vuelve a iniciar sesión.' },
  AUTH_PASSWORD_TOKEN_EXPIRED: {
    title: 'Enlace de restablecimiento caducado o ya usado',
    advice: 'Contacta con soporte o usa «Olvidé mi contraseña» para recibir un nuevo enlace.',
  },
  AUTH_ACCESS_SUSPENDED: {
    title: 'Acceso suspendido',
    advice: 'Hay un pago pendiente. Contacta con tu gestor de cuenta.',
  },
  AUTH_NO_WORKPLACE: {
    title: 'Ningún establecimiento vinculado',
    advice: 'Tu usuario no está vinculado a ningún establecimiento. Contacta con soporte.',
  },
  AUTH_WRONG_OLD_PASSWORD: {
    title: 'La contraseña actual es incorrecta',
    advice: 'Escribe la contraseña que usas hoy.',
  },
  AUTH_RESEND_WAIT: {
    title: 'Espera para reenviar',
    advice: 'Podrás pedir un nuevo envío en {{minutes}} min {{seconds}} s.',
  },
  AUTH_INVALID_CLIENT: { title: 'Cliente no autorizado', advice: 'Comprueba las credenciales del cliente.' },
  VALIDATION_FAILED: {
    title: 'Revisa los campos señalados',
    advice: 'Corrige los campos e inténtalo de nuevo.',
  },
  NOT_FOUND: { title: 'No encontrado', advice: 'El elemento no existe o no tienes acceso a él.' },
  FORBIDDEN: { title: 'Acceso no permitido', advice: 'Tu perfil no permite esta acción.' },
  RATE_LIMITED: { title: 'Demasiadas solicitudes', advice: 'Espera un momento e inténtalo de nuevo.' },
  NOT_READY: {
    title: 'El portal aún no está listo',
    advice:
      'Una parte que el portal necesita no responde (indicada en checks). Inténtalo de nuevo en un momento.',
  },
  DATABASE_UNAVAILABLE: {
    title: 'El portal no está disponible por un momento',
    advice:
      'La base de datos no responde ahora. No se ha perdido nada de lo ya guardado; inténtalo de nuevo en unos segundos.',
  },
  AUDIT_UNAVAILABLE: {
    title: 'No se pudo anotar en el registro de auditoría',
    advice:
      'No se mostró ni se cambió nada, porque no se pudo anotar. Inténtalo de nuevo en un momento; si sigue ocurriendo, habla con soporte en el chat.',
  },
  NETWORK_ERROR: {
    title: 'Error de conexión',
    advice: 'Comprueba tu conexión a internet y recarga la página.',
  },
  SOMETHING_WENT_WRONG: {
    title: 'Algo salió mal',
    advice: 'Inténtalo de nuevo o habla con soporte por el chat.',
  },
  UNEXPECTED_ERROR: {
    title: 'Error inesperado',
    advice: 'Inténtalo de nuevo o habla con soporte por el chat.',
  },
  INVALID_TRANSITION: {
    title: 'Acción no permitida en este momento',
    advice:
      'El elemento ha cambiado de estado. Recarga la página; si continúa, habla con soporte por el chat.',
  },
  INTEGRATION_TOKEN_NOT_GENERATED: {
    title: 'No se pudo generar el token',
    advice:
      'Comprueba el usuario, la contraseña y el CNPJ de la integración. Si son correctos, habla con soporte por el chat.',
  },
  INTEGRATION_WORKPLACES_UNAVAILABLE: {
    title: 'No se pudieron listar los establecimientos',
    advice: 'Inténtalo de nuevo en unos minutos o habla con soporte por el chat.',
  },
  INTEGRATION_EXAMS_UNAVAILABLE: {
    title: 'No se pudieron listar los exámenes',
    advice: 'Inténtalo de nuevo en unos minutos o habla con soporte por el chat.',
  },
  INTEGRATION_PRE_EXAM_NOT_CREATED: {
    title: 'No se pudo crear el preexamen',
    advice:
      'Comprueba los datos del paciente, el índice del examen y el CNPJ enviados. Si son correctos, habla con soporte por el chat.',
  },
  INTEGRATION_STATUS_UNAVAILABLE: {
    title: 'No se pudo consultar el estado del examen',
    advice: 'Comprueba el id del examen y el CNPJ e inténtalo de nuevo, o habla con soporte por el chat.',
  },
  INTEGRATION_PDF_UNAVAILABLE: {
    title: 'No se pudo obtener el PDF del examen',
    advice: 'Puede que el informe aún no esté listo. Inténtalo más tarde o habla con soporte por el chat.',
  },
  INTEGRATION_RESULTS_UNAVAILABLE: {
    title: 'No se pudieron obtener los resultados del examen',
    advice: 'Comprueba el id del examen y el CNPJ e inténtalo de nuevo, o habla con soporte por el chat.',
  },
  RNDS_EXAM_NOT_ACCEPTED: {
    title: 'La RNDS no recibe este examen',
    advice:
      'La RNDS publica códigos de examen solo para SARS-CoV-2. Notifica este resultado con el formulario de la autoridad sanitaria.',
  },
  RNDS_PATIENT_CPF_REQUIRED: {
    title: 'La RNDS exige el CPF del paciente',
    advice:
      'La RNDS identifica a las personas por CPF o CNS. Cambia el documento del paciente a CPF o notifica con el formulario de la autoridad sanitaria.',
  },
  RNDS_SAMPLE_TYPE_NOT_ACCEPTED: {
    title: 'El tipo de muestra del examen no tiene código en la RNDS',
    advice: 'Habla con soporte: el tipo de muestra del examen no está en la tabla de la RNDS.',
  },
  RNDS_RESULT_NOT_REPORTABLE: {
    title: 'El resultado no se puede enviar a la RNDS',
    advice: 'Una prueba inválida no tiene resultado en la RNDS. Repite el examen.',
  },
  RNDS_NOT_CONFIGURED: {
    title: 'El envío a la RNDS no está configurado',
    advice:
      'El certificado del establecimiento y las direcciones de la RNDS deben configurarse en el servidor. Descarga el documento.',
  },
  INTEGRATION_ACCESS_NOT_GRANTED: {
    title: 'Acceso a la API no concedido',
    advice: 'Las credenciales de la API se conceden bajo solicitud. Habla con tu gestor de cuenta.',
  },
  INTEGRATION_PRE_EXAM_ALREADY_STARTED: {
    title: 'El examen ya se ha iniciado',
    advice:
      'Solo se puede eliminar una solicitud cuyos exámenes aún no han empezado. Para detener un examen en curso, contacta con el establecimiento.',
  },
  INTEGRATION_REPORT_NOT_READY: {
    title: 'El informe aún no está listo',
    advice: 'Espera al estado FINISHED (o al webhook de resultado) e inténtalo de nuevo.',
  },
  CAMERA_NOT_ALLOWED: {
    title: 'Acceso a la cámara no permitido',
    advice: 'Permite el uso de la cámara en la configuración del navegador e inténtalo de nuevo.',
  },
  CAMERA_NOT_FOUND: {
    title: 'No se encontró ninguna cámara',
    advice: 'Conecta una cámara al ordenador e inténtalo de nuevo.',
  },
  CAMERA_NOT_SUPPORTED: {
    title: 'Cámara no compatible con esta conexión',
    advice: 'La cámara solo funciona con una conexión segura (https). Abre el portal en su dirección segura.',
  },
  CAMERA_IN_USE: {
    title: 'Cámara en uso',
    advice: 'Cierra otros programas o pestañas que estén usando la cámara e inténtalo de nuevo.',
  },
  CAMERA_INCOMPATIBLE: {
    title: 'Cámara incompatible',
    advice: 'Usa otra cámara o habla con soporte por el chat.',
  },
  CAMERA_BROWSER_INCOMPATIBLE: {
    title: 'Navegador incompatible con la cámara',
    advice: 'Usa una versión reciente de Chrome, Edge, Firefox o Safari.',
  },
  CAMERA_NOT_STARTED: {
    title: 'La cámara no se inició',
    advice: 'Recarga la página e inténtalo de nuevo. Si continúa, habla con soporte por el chat.',
  },
  CAMERA_NO_FACE: {
    title: 'No se identificó ningún rostro',
    advice:
      'Coloca el rostro del paciente y el documento dentro del marco, con buena luz, y vuelve a hacer la foto.',
  },
  BROWSER_UNSUPPORTED: {
    title: 'Navegador no compatible',
    advice: 'Usa una versión reciente de Chrome, Edge, Firefox o Safari.',
  },
  CAPSULE_ALREADY_USED: {
    title: 'Cápsula ya utilizada',
    advice: 'Esta cápsula ya se usó en el examen de {{patient}}. Usa una cápsula nueva.',
  },
  CAPSULE_EXPIRED: {
    title: 'Cápsula caducada',
    advice: 'Esta cápsula ha caducado. Usa una cápsula de un lote dentro de su fecha de caducidad.',
  },
  CAPSULE_NOT_FOUND: {
    title: 'Cápsula no encontrada',
    advice: 'Comprueba el código de la cápsula. Si es correcto, habla con soporte por el chat.',
  },
  CAPSULE_INVALID: {
    title: 'Cápsula no válida',
    advice: 'Repite el examen con una cápsula nueva. Si continúa, habla con soporte por el chat.',
  },
  CAPSULE_INCOMPATIBLE: {
    title: 'Cápsula incompatible con el examen',
    advice: 'Usa una cápsula del examen seleccionado.',
  },
  CAPSULE_REMOVED_DURING_PROCESSING: {
    title: 'Cápsula retirada durante el procesamiento',
    advice: 'Puedes continuar el examen o enviarlo a recolecta.',
  },
  CAPSULE_INSERTED_TOO_EARLY: {
    title: 'Cápsula insertada antes de tiempo',
    advice: 'Retira la cápsula e insértala solo cuando el lector la pida.',
  },
  CAPSULE_INSERTED_TOO_LATE: {
    title: 'Cápsula insertada fuera de plazo',
    advice:
      'La cápsula se insertó más de 10 minutos después de la lectura NFC. Cancela el examen o envíalo a recolecta.',
  },
  CAPSULE_NULLIFIED: {
    title: 'Cápsula anulada',
    advice: 'Una cápsula anulada no se puede reutilizar. Usa una cápsula nueva.',
  },
  IMAGE_QR_NOT_FOUND: {
    title: 'Código QR de la cápsula no encontrado',
    advice: 'Repite el examen con una cápsula nueva.',
  },
  IMAGE_DATAMATRIX_NOT_FOUND: {
    title: 'Data matrix de la cápsula no encontrado',
    advice: 'Repite el examen con una cápsula nueva.',
  },
  IMAGE_FIDUCIALS_NOT_FOUND: {
    title: 'Marcas de referencia no encontradas',
    advice: 'Repite el examen con una cápsula nueva.',
  },
  IMAGE_CORRUPTED: { title: 'Imagen dañada', advice: 'Repite el examen con una cápsula nueva.' },
  IMAGE_EXPOSURE: {
    title: 'Fallo de exposición en la imagen',
    advice: 'Repite el examen con una cápsula nueva.',
  },
  IMAGE_FOCUS: { title: 'Fallo de enfoque en la imagen', advice: 'Repite el examen con una cápsula nueva.' },
  NFC_TAG_INVALID: {
    title: 'Etiqueta NFC no válida',
    advice: 'Acerca otra cápsula al lector. Si continúa, habla con soporte por el chat.',
  },
  NFC_TAG_EXPIRED: {
    title: 'Etiqueta NFC caducada',
    advice: 'El lote de esta cápsula ha caducado. Usa una cápsula dentro de su fecha de caducidad.',
  },
  NFC_TAG_OVERUSED: {
    title: 'Etiqueta NFC leída demasiadas veces',
    advice: 'Esta cápsula alcanzó el límite de lecturas. Usa una cápsula nueva.',
  },
  NFC_TAG_EXAM_MISMATCH: {
    title: 'La cápsula no corresponde al examen',
    advice: 'Usa una cápsula del examen seleccionado.',
  },
  CALIBRATION_FAILED: {
    title: 'Fallo en la calibración',
    advice: 'Repite la calibración. Si continúa, habla con soporte por el chat.',
  },
  CALIBRATION_NEEDED: {
    title: 'Calibración necesaria',
    advice: 'Calibra el lector antes de iniciar el examen.',
  },
  CALIBRATION_WRONG_CAPSULE: {
    title: 'Cápsula de calibración incorrecta',
    advice: 'Inserta la cápsula de calibración que acompaña al lector.',
  },
  CALIBRATION_WRONG_POSITION: {
    title: 'Cápsula de calibración en posición incorrecta',
    advice: 'Inserta la cápsula de calibración con el logotipo hacia arriba.',
  },
  CALIBRATION_TIMEOUT: {
    title: 'Tiempo de calibración agotado',
    advice: 'La cápsula de calibración no se insertó en 2 minutos. Pulsa Calibrar de nuevo.',
  },
  READER_THERMAL_RUNAWAY: {
    title: 'Fallo de temperatura en el lector',
    advice:
      'Apaga el lector, espera unos minutos y vuelve a encenderlo. Si continúa, habla con soporte por el chat.',
  },
  READER_NTC_FAULT: {
    title: 'Fallo en el sensor de temperatura del lector',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_TEMPERATURE_OUT_OF_RANGE: {
    title: 'Temperatura fuera de rango',
    advice: 'Deja el lector en un ambiente entre 15 °C y 30 °C, lejos del sol, e inténtalo de nuevo.',
  },
  READER_HEATING_TIMEOUT: {
    title: 'El lector tardó demasiado en calentarse',
    advice: 'Reinicia el lector y repite el examen. Si continúa, habla con soporte por el chat.',
  },
  READER_OVER_VOLTAGE: {
    title: 'Sobretensión en el lector',
    advice: 'Usa solo la fuente original de 12 V (4 A). Si continúa, habla con soporte por el chat.',
  },
  READER_SENSOR_FAULT: {
    title: 'Fallo en un sensor del lector',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_I2C_FAULT: {
    title: 'Fallo de comunicación interna del lector (I2C)',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_STEPPER_FAULT: {
    title: 'Fallo en el motor del lector',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_LED_FAULT: {
    title: 'Fallo en la iluminación del lector',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_FILESYSTEM_FAULT: {
    title: 'Fallo en la memoria del lector',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_CAMERA_FAULT: {
    title: 'Fallo en la cámara del lector',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_NFC_INIT_FAULT: {
    title: 'Fallo al iniciar el NFC del lector',
    advice: 'Reinicia el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_MESSAGE_TOO_LONG: {
    title: 'Mensaje del lector más largo de lo permitido',
    advice: 'Actualiza el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_NOT_CONFIGURED: {
    title: 'Lector no configurado',
    advice: 'Habla con soporte por el chat para configurar el lector.',
  },
  READER_NOT_CALIBRATED: {
    title: 'Lector no calibrado',
    advice: 'Calibra el lector antes de iniciar el examen.',
  },
  READER_RESTARTED_DURING_EXAM: {
    title: 'El lector se reinició durante el examen',
    advice: 'Comprueba la alimentación del lector. Puedes enviar el examen a recolecta.',
  },
  READER_UPDATING: {
    title: 'Lector actualizándose',
    advice: 'Espera: la actualización tarda de 5 a 10 minutos. No apagues el lector.',
  },
  READER_UPDATE_FAILED: {
    title: 'Fallo en la actualización del lector',
    advice:
      'Comprueba la conexión del lector e intenta actualizar de nuevo. Si continúa, habla con soporte por el chat.',
  },
  READER_UPDATE_REFUSED_DURING_EXAM: {
    title: 'Actualización rechazada durante el examen',
    advice: 'Espera a que termine el examen para actualizar el lector.',
  },
  READER_LOW_BATTERY: {
    title: 'Batería baja',
    advice: 'Conecta el lector a la fuente antes de iniciar el examen.',
  },
  READER_STARTING: {
    title: 'Lector iniciándose',
    advice: 'Espera unos segundos hasta que el lector aparezca disponible e inténtalo de nuevo.',
  },
  READER_TURN_OFF_REFUSED: {
    title: 'Apagado rechazado durante el examen',
    advice: 'Espera a que termine el examen para apagar el lector.',
  },
  READER_UNKNOWN_PROTOCOL: {
    title: 'Protocolo del lector desconocido',
    advice: 'Actualiza el lector. Si continúa, habla con soporte por el chat.',
  },
  READER_IN_USE: {
    title: 'Lector ya en uso',
    advice: 'Espera a que termine el examen actual o elige otro lector.',
  },
  READER_NOT_SUITED: {
    title: 'Lector no adecuado para el examen',
    advice: 'Elige un lector de la familia indicada para este examen.',
  },
  READER_BLOCKED: {
    title: 'Lector bloqueado',
    advice: 'Este lector está bloqueado. Habla con soporte por el chat.',
  },
  READER_BLACKLISTED: {
    title: 'Actualización obligatoria antes del examen',
    advice: 'La versión de este lector fue bloqueada. Actualiza el lector para continuar.',
  },
  READER_OFFLINE: {
    title: 'Lector desconectado',
    advice: 'Comprueba que el lector esté encendido y conectado a internet.',
  },
  RESULT_TOO_LARGE: {
    title: 'Resultado demasiado grande',
    advice: 'Repite el examen. Si continúa, habla con soporte por el chat.',
  },
  RESULT_UNREADABLE: {
    title: 'Resultado ilegible',
    advice: 'Repite el examen. Si continúa, habla con soporte por el chat.',
  },
  EXAM_TIMEOUT: {
    title: 'Tiempo del examen agotado',
    advice: 'No hubo ninguna acción en 30 minutos. Cancela el examen o envíalo a recolecta.',
  },
  EXAM_TIMEOUT_WARNING: {
    title: 'El examen espera una acción',
    advice:
      'Quedan {{minutes}} minutos para que se agote el tiempo del examen. Sigue la instrucción del lector.',
  },
  EXAM_STEP_TIMEOUT: {
    title: 'Tiempo de la etapa agotado',
    advice:
      'La etapa {{step}} no terminó en el tiempo esperado. Repite el examen o habla con soporte por el chat.',
  },
  EXAM_OUT_OF_ORDER: {
    title: 'Etapa del examen fuera de orden',
    advice: 'El lector envió una etapa inesperada. Repite el examen o habla con soporte por el chat.',
  },
  EXAM_CANCELLED: {
    title: 'Examen cancelado',
    advice: 'Los datos del examen se descartaron y los consumibles del kit no se pueden reutilizar.',
  },
  EXAM_INVALIDATED_BY_SOFTWARE: {
    title: 'Examen invalidado por el software',
    advice: 'El análisis no superó el control de calidad. Envía el examen a recolecta.',
  },
  EXAM_NOT_ALLOWED_FOR_AGE: {
    title: 'Examen no permitido para la edad',
    advice: 'El examen {{exam}} solo se puede hacer a partir de los {{minAge}} años.',
  },
  EXAM_APPROVAL_WRONG_WORKPLACE: {
    title: 'Aprobación no permitida',
    advice: 'Solo el establecimiento que registró el examen puede aprobarlo.',
  },
  EXAM_CANCEL_NOT_ALLOWED: {
    title: 'El examen no se puede cancelar',
    advice: 'Los exámenes con informe liberado no se pueden cancelar. Habla con soporte por el chat.',
  },
  PATIENT_NOT_REGISTERED: {
    title: 'Paciente no registrado',
    advice: 'Registra al paciente antes de iniciar el examen.',
  },
  PATIENT_UNDER_AGE: {
    title: 'Paciente menor de edad',
    advice: 'Este proyecto no atiende a pacientes menores de 18 años.',
  },
  PRE_EXAM_NOT_FOUND: {
    title: 'Preexamen no encontrado',
    advice: 'Comprueba el código del preexamen. Si es correcto, habla con soporte por el chat.',
  },
  CLIENT_QUIZ_LINK_INVALID: {
    title: 'Enlace del cuestionario no válido',
    advice:
      'Compruebe que ha copiado el enlace completo. Si sigue fallando, pida un nuevo enlace al centro de atención.',
  },
  CLIENT_QUIZ_LINK_EXPIRED: {
    title: 'Enlace del cuestionario caducado',
    advice: 'Este enlace era válido durante 7 días. Pida un nuevo enlace al centro de atención.',
  },
  CLIENT_QUIZ_CLOSED: {
    title: 'Cuestionario cerrado',
    advice:
      'El examen ya ha comenzado, por lo que las respuestas ya no pueden cambiar. Hable con el centro de atención si necesita corregir algo.',
  },
  RECOLLECT_NOT_AVAILABLE: {
    title: 'Ninguna recolecta disponible',
    advice: 'No hay exámenes esperando recolecta.',
  },
  RECOLLECT_ALREADY_DONE: {
    title: 'Examen ya recolectado',
    advice: 'Un examen solo se puede recolectar una vez. Registra un examen nuevo.',
  },
  RECOLLECT_READER_BUSY: {
    title: 'No se pudo iniciar la recolecta',
    advice: 'Otro examen en este lector espera su cápsula. Termínalo o elige otro lector.',
  },
  RECOLLECT_EXPIRED: {
    title: 'Plazo de recolecta vencido',
    advice: 'El plazo para recolectar este examen terminó. Registra el examen de nuevo.',
  },
  RECTIFY_NOT_ALLOWED: {
    title: 'Rectificación no permitida',
    advice: 'Solo se pueden rectificar resultados liberados, tras confirmación.',
  },
  FLOW_ALREADY_RESERVED: {
    title: 'Este lector Lens ya tiene un Flow reservado',
    advice:
      'Un lector Lens solo puede tener un lector Flow reservado. Libera el actual antes de elegir otro.',
  },
  RESULT_SHEET_COUNCIL_REQUIRED: {
    title: 'Datos del colegio profesional obligatorios',
    advice: 'Indica la sigla del colegio, el estado y el número para emitir la hoja de resultados.',
  },
  CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED: {
    title: 'Valor crítico ya confirmado',
    advice:
      'Alguien ya registró a quién se avisó de este valor crítico. Actualiza la lista para ver quién, cuándo y cómo.',
  },
  CODE_NOT_FOUND: {
    title: 'Código no encontrado',
    advice: 'Comprueba el código introducido e inténtalo de nuevo.',
  },
  CODE_ALREADY_USED: {
    title: 'Código ya utilizado',
    advice:
      'Este código ya se usó en el examen de {{patient}}. Habla con soporte por el chat si es un error.',
  },
  READER_CODE_NOT_FOUND: {
    title: 'Código de lector inexistente',
    advice: 'Comprueba el código en la etiqueta del lector e inténtalo de nuevo.',
  },
  PATIENT_ALREADY_ANONYMISED: {
    title: 'Paciente ya anonimizado',
    advice:
      'Los datos que identificaban a este paciente ya se han borrado. La anonimización no se puede deshacer ni repetir.',
  },
  PATIENT_ALREADY_REGISTERED: {
    title: 'Paciente ya registrado',
    advice:
      'Este documento ya está registrado en este establecimiento. Busca al paciente y actualiza sus datos.',
  },
  READER_ALREADY_REGISTERED: {
    title: 'Lector ya registrado',
    advice: 'Este lector ya está registrado. Si no aparece en tu lista, habla con soporte por el chat.',
  },
  SAMPLE_CODE_ALREADY_USED: {
    title: 'Código de muestra ya utilizado',
    advice: 'Cada muestra necesita un código único. Usa otro código.',
  },
  SAMPLE_TYPE_NOT_SAVED: {
    title: 'Tipo de muestra no guardado',
    advice: 'Inténtalo de nuevo. Si continúa, habla con soporte por el chat.',
  },
  LOT_NOT_FOUND: { title: 'Lote no encontrado', advice: 'Comprueba el número de lote e inténtalo de nuevo.' },
  LOT_EXPIRED: { title: 'Lote caducado', advice: 'Usa un lote dentro de su fecha de caducidad.' },
  LOT_ROUND_CLOSED: { title: 'Ronda cerrada', advice: 'La ronda de este lote de control ya está cerrada.' },
  LOT_WRONG_FORMAT: {
    title: 'Formato incorrecto',
    advice: 'Comprueba el código introducido: debe seguir el formato impreso en la muestra.',
  },
  CONTROL_SAMPLE_NOT_FOUND: {
    title: 'Muestra de control no encontrada',
    advice: 'Comprueba el código de la muestra de control e inténtalo de nuevo.',
  },
  CONTROL_SAMPLE_INCOMPATIBLE: {
    title: 'Muestra de control incompatible',
    advice: 'La muestra no es compatible con el lector elegido. Elige otro lector.',
  },
  POSTAL_CODE_NOT_FOUND: {
    title: 'Código postal desconocido',
    advice: "Revisa el código postal o marca 'No sé el código postal' y completa la dirección.",
  },
  VOUCHER_WRONG_WORKPLACE: {
    title: 'Vale de otro establecimiento',
    advice: 'Este vale no es válido en este establecimiento.',
  },
  VOUCHER_WRONG_EXAM: {
    title: 'Vale de otro examen',
    advice: 'Este vale no es válido para el examen elegido.',
  },
  VOUCHER_MAX_USED: { title: 'Vale agotado', advice: 'Este vale ya alcanzó su número máximo de usos.' },
  VOUCHER_EXPIRED: { title: 'Vale caducado', advice: 'Este vale ha caducado.' },
  VOUCHER_WRONG_PATIENT: { title: 'Vale de otro paciente', advice: 'Este vale pertenece a otro paciente.' },
  VOUCHER_NOT_FOUND: {
    title: 'Vale no encontrado',
    advice: 'Comprueba el código del vale e inténtalo de nuevo.',
  },
  VOUCHER_ERROR: {
    title: 'No se pudo validar el vale',
    advice: 'Inténtalo de nuevo o habla con soporte por el chat.',
  },
  REPORT_GENERATION_FAILED: {
    title: 'No se pudo generar el informe',
    advice: 'Inténtalo de nuevo o habla con soporte por el chat.',
  },
  ZIP_DOWNLOAD_FAILED: {
    title: 'No se pudo descargar el archivo ZIP',
    advice: 'Inténtalo de nuevo con menos archivos o habla con soporte por el chat.',
  },
  DOWNLOAD_LIMIT_EXCEEDED: {
    title: 'Demasiados archivos para descargar',
    advice: 'Descarga como máximo {{max}} archivos a la vez. Reduce el periodo o usa más filtros.',
  },
  NO_REPORTS_TO_DOWNLOAD: {
    title: 'Ningún informe para descargar',
    advice: 'Ningún examen con informe coincide con los filtros. Cambia el periodo, el examen o el modelo.',
  },
  REPORT_BASE64_NOT_CONTRACTED: {
    title: 'Informe en base64 solo para clientes con contrato',
    advice:
      'El acceso a los informes en base64 por la API forma parte del contrato. Hable con su gestor de cuenta o descargue el PDF.',
  },
  EXAM_LOAD_FAILED: {
    title: 'No se pudieron cargar los exámenes',
    advice: 'Recarga la página o habla con soporte por el chat.',
  },
  TRAILS_LOAD_FAILED: {
    title: 'No se pudieron cargar las rutas de formación',
    advice: 'Recarga la página o habla con soporte por el chat.',
  },
  RECTIFY_FAILED: {
    title: 'No se pudo rectificar el resultado',
    advice: 'Inténtalo de nuevo o habla con soporte por el chat.',
  },
  HISTORY_LOAD_FAILED: {
    title: 'No se pudo cargar el historial',
    advice: 'Recarga la página o habla con soporte por el chat.',
  },
  QUESTIONNAIRE_VIEW_FAILED: {
    title: 'No se pudo abrir el cuestionario',
    advice: 'Inténtalo de nuevo o habla con soporte por el chat.',
  },
  LEAFLET_LOAD_FAILED: {
    title: 'No se pudo cargar el prospecto',
    advice: 'Comprueba el código del lote e inténtalo de nuevo, o habla con soporte por el chat.',
  },
  PATIENT_EDIT_FAILED: {
    title: 'No se pudo guardar el paciente',
    advice: 'No se perdió ningún dato. Inténtalo de nuevo o habla con soporte por el chat.',
  },
  QR_NOT_RECOGNISED: {
    title: 'Código QR no reconocido',
    advice: 'Acerca el código a la cámara, con buena luz, o escríbelo.',
  },
  NULLIFY_QR_FAILED: {
    title: 'No se pudo leer el código QR de la cápsula',
    advice: 'Inténtalo de nuevo o escribe el código de la cápsula y el lote.',
  },
  NULLIFY_NETWORK_FAILED: {
    title: 'Fallo de conexión al anular la cápsula',
    advice: 'La cápsula no se anuló. Comprueba tu conexión e inténtalo de nuevo.',
  },
  NULLIFY_ALREADY_NULLIFIED: {
    title: 'Cápsula ya anulada',
    advice: 'Esta cápsula ya se anuló y no se cobrará.',
  },
  NO_CODES: {
    title: 'Ningún código disponible',
    advice: 'No hay códigos disponibles para este examen. Habla con soporte por el chat.',
  },
  NO_READERS: {
    title: 'Ningún lector disponible',
    advice: 'Registra un lector con su código o habla con soporte por el chat.',
  },
  NO_FLOW_AVAILABLE: {
    title: 'Ningún lector Flow disponible',
    advice:
      'El hemograma en Lens necesita un lector Flow reservado. Libera un Flow o habla con soporte por el chat.',
  },
  NO_KITS_FOR_COMBINATION: {
    title: 'No hay kits para esta combinación de exámenes',
    advice: 'Elige otra combinación de exámenes para la autotoma.',
  },
  STOCK_OUT: {
    title: 'No quedan cápsulas de este lote',
    advice:
      'Las existencias registradas se agotaron. Confirme la llegada de su último pedido o hable con soporte por el chat.',
  },
  STOCK_INSUFFICIENT: {
    title: 'Existencias insuficientes',
    advice: 'El lote no tiene tantas cápsulas. Reduzca la cantidad.',
  },
  TRANSFER_SAME_WORKPLACE: {
    title: 'Elija otro establecimiento',
    advice: 'Las cápsulas ya están en este establecimiento.',
  },
  ORDER_INVOICE_NOT_FOUND: {
    title: 'Factura no encontrada',
    advice:
      'Ningún pedido enviado a este establecimiento tiene esta factura. Revise el número; si es correcto, hable con soporte por el chat.',
  },
  ORDER_SHIPMENT_MISSING: {
    title: 'Faltan la factura o los lotes',
    advice: 'Indique la factura de envío y los lotes enviados.',
  },
  OPERATOR_EXISTS: {
    title: 'Este documento ya está registrado',
    advice: 'Añada a la persona como colaboradora en lugar de crear un operador nuevo.',
  },
  WORKER_REMOVE_SELF: {
    title: 'No puede eliminarse a sí mismo',
    advice: 'Pídaselo a otro gestor del establecimiento.',
  },
  LEAFLET_NOT_FOUND: {
    title: 'No hay prospecto para este lote',
    advice:
      'Revise el código del lote en la caja (los 3 dígitos antes de los 6 últimos indican el prospecto) o hable con soporte por el chat.',
  },
  CERTIFICATE_NOT_AVAILABLE: {
    title: 'Certificado aún no disponible',
    advice: 'Apruebe el curso con la nota mínima para descargar el certificado.',
  },
  TRAINING_COURSE_LOCKED: {
    title: 'Curso aún bloqueado',
    advice: 'Complete antes los cursos anteriores de la ruta.',
  },
  TRAINING_REQUIRED: {
    title: 'Formación obligatoria',
    advice: 'Complete su ruta de formación en /treinamento para registrar pacientes y realizar exámenes.',
  },
  QUALITY_CONTROL_LOCKOUT: {
    title: 'Control de calidad pendiente',
    advice:
      'El control interno de este lector y examen está vencido, reprobado o no se ha hecho. Procese una muestra control o pida la liberación a un gestor.',
  },
  QUALITY_OVERRIDE_NOT_NEEDED: {
    title: 'Liberación innecesaria',
    advice: 'Este lector y examen no están bloqueados por el control de calidad.',
  },
  CONTROL_MODE_REQUIRED: {
    title: 'Entre en el modo muestra control',
    advice: 'Entre en el modo muestra control e inicie sesión en el proveedor para continuar.',
  },
  CONTROL_PROVIDER_LOGIN_FAILED: {
    title: 'Usuario o contraseña del proveedor incorrectos',
    advice: 'Compruebe el usuario y la contraseña del proveedor de muestras control.',
  },
  CONTROL_PROVIDER_UNAVAILABLE: {
    title: 'Proveedor de muestras control no disponible',
    advice: 'Inténtelo de nuevo en unos minutos o hable con soporte por el chat.',
  },
  QUALITY_DOCUMENT_REJECTED: {
    title: 'Archivo no aceptado',
    advice: 'Envíe un PDF, imagen, hoja de cálculo o documento de texto de hasta 10 MB.',
  },
  SUPPORT_ATTACHMENT_REJECTED: {
    title: 'Adjunto no aceptado',
    advice: 'Envíe una imagen (JPEG, PNG o WebP) o un PDF de hasta 5 MB.',
  },
  DRIVE_THROUGH_SLOT_TAKEN: {
    title: 'Horario ya ocupado',
    advice: 'Otro operador acaba de reservar uno de estos horarios. Elija otro horario.',
  },
};
