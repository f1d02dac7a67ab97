export default {
  passwordReset: {
    subject: 'Ponto: restablecimiento de contraseña',
    body: 'Hola, {{name}}.\n\nPara crear una nueva contraseña en Ponto, abre el enlace de abajo en los próximos {{minutes}} minutos:\n{{link}}\n\nSi no pediste el restablecimiento, ignora este mensaje.',
    sms: 'Ponto: crea tu nueva contraseña en {{link}} (válido {{minutes}} min).',
  },
  operatorInvite: {
    subject: 'Ponto: crea tu contraseña',
    body: 'Hola, {{name}}.\n\n{{workplace}} te ha registrado en Ponto. Para crear tu contraseña, abre el enlace de abajo en los próximos {{days}} días:\n{{link}}\n\nDespués, inicia sesión con tu documento y la contraseña creada.',
  },
};
