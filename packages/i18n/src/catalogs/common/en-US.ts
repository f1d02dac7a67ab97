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
  /** The professional council fields (§3), on the operator form and the profile. */
  council: {
    legend: 'Professional council',
    hint: 'Acronym, state and number are printed on result sheets. Leave them empty if the person has no council registration.',
    acronym: 'Council acronym',
    state: 'Council state',
    noState: 'None',
    number: 'Registration number',
    profession: 'Profession',
  },
};
