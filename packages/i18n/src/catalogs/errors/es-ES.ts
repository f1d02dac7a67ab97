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
};
