export default {
  title: 'Cuestionario del examen',
  greeting: '¡Hola, {{name}}!',
  intro: '{{workplace}} le pide que responda a estas preguntas antes de su examen.',
  loading: 'Cargando el cuestionario…',
  answeredBefore: 'Ya hemos recibido sus respuestas. Si quiere corregir algo, envíelas de nuevo.',
  none: 'No hay preguntas que responder para sus exámenes.',
  fixErrors: 'Revise las respuestas destacadas.',
  submit: 'Enviar respuestas',
  thanks: {
    title: '¡Gracias!',
    text: 'Sus respuestas se han enviado a {{workplace}}. Ya puede cerrar esta página.',
  },
  link: {
    button: 'Enlace del cuestionario',
    title: 'Enlace del cuestionario para el paciente',
    intro: 'Envíe este enlace al paciente: responde al cuestionario sin entrar en el portal.',
    url: 'Enlace del cuestionario',
    expires: 'Válido hasta {{date}}.',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    creating: 'Creando el enlace…',
  },
};
