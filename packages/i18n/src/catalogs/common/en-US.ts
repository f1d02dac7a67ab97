export default {
  appName: 'Ponto',
  loading: 'Loading…',
  retry: 'Try again',
  reload: 'Reload',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  close: 'Close',
  back: 'Back',
  next: 'Next',
  contactSupport: 'Talk to support in the chat',
};
