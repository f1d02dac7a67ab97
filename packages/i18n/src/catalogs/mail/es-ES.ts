export default {
  passwordReset: {
    subject: 'Ponto: restablecimiento de contraseña',
    body: 'Hola, {{name}}.\n\nPara crear una nueva contraseña en Ponto, abre el enlace de abajo en los próximos {{minutes}} minutos:\n{{link}}\n\nSi no pediste el restablecimiento, ignora este mensaje.',
    sms: 'Ponto: crea tu nueva contraseña en {{link}} (válido {{minutes}} min).',
  },
};
