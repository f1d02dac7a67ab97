export default {
  passwordReset: {
    subject: 'Ponto: password reset',
    body: 'Hello, {{name}}.\n\nTo create a new Ponto password, open the link below within {{minutes}} minutes:\n{{link}}\n\nIf you did not ask for a reset, ignore this message.',
    sms: 'Ponto: create your new password at {{link}} (valid for {{minutes}} min).',
  },
  operatorInvite: {
    subject: 'Ponto: create your password',
    body: 'Hello, {{name}}.\n\n{{workplace}} registered you on Ponto. To create your password, open the link below within {{days}} days:\n{{link}}\n\nThen sign in with your document number and the new password.',
  },
};
