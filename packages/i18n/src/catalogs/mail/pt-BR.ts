export default {
  passwordReset: {
    subject: 'Ponto: redefinição de senha',
    body: 'Olá, {{name}}.\n\nPara criar uma nova senha no Ponto, abra o link abaixo em até {{minutes}} minutos:\n{{link}}\n\nSe você não pediu a redefinição, ignore esta mensagem.',
    sms: 'Ponto: crie sua nova senha em {{link}} (válido por {{minutes}} min).',
  },
  operatorInvite: {
    subject: 'Ponto: crie sua senha',
    body: 'Olá, {{name}}.\n\n{{workplace}} cadastrou você no Ponto. Para criar sua senha, abra o link abaixo em até {{days}} dias:\n{{link}}\n\nDepois, entre com o seu CPF e a senha criada.',
  },
};
