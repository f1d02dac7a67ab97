export default {
  title: 'Nullify capsule',
  intro:
    "A nullified capsule can no longer be used in exams and is not billed. Read the capsule's QR code or type its code and lot.",
  noWorkplace: 'Choose a workplace on the home page to nullify its capsules.',
  form: {
    title: 'Capsule to nullify',
    camera: "Camera picture for reading the capsule's QR code",
    capsuleCode: 'Capsule code',
    lot: 'Lot',
    submit: 'Nullify capsule',
  },
  confirm: {
    title: 'Nullify this capsule?',
    text: 'Capsule {{code}} of lot {{lot}} can no longer be used. This cannot be undone.',
    back: 'Back',
    submit: 'Nullify',
  },
  done: {
    title: 'Capsule nullified',
    text: 'Capsule {{code}} of lot {{lot}} ({{exam}}) is nullified and will not be billed.',
  },
  modal: { ok: 'OK' },
  list: {
    title: 'Nullified capsules',
    loading: 'Loading the nullified capsules…',
    empty: 'No capsule of this workplace has been nullified.',
    caption: 'Nullified capsules, newest first',
    capsule: 'Capsule',
    lot: 'Lot',
    exam: 'Exam',
    when: 'Nullified on',
    how: 'How',
    by: 'By',
    method: { qr: 'QR code', typed: 'Typed' },
    more: 'Load more',
  },
};
