export default {
  title: 'Read barcode',
  intro:
    'Read the label on the tube, the capsule bag or the protocol with the camera or a barcode scanner, or type the code.',
  noWorkplace: 'Choose a workplace on the home page to search its exams.',
  code: {
    label: 'Label code',
    description: "Protocol number, exam code or the patient's name.",
    submit: 'Search',
    required: 'Type or read a code.',
  },
  scanner: {
    open: 'Read with the camera',
    close: 'Close the camera',
    starting: 'Opening the camera…',
    live: "Camera open. Point it at the label's barcode or QR code.",
    video: 'Camera picture for reading the code',
  },
  results: {
    title_one: '{{count}} exam found',
    title_other: '{{count}} exams found',
    noneTitle: 'No exam found',
    none: "No exam of this workplace has that code. Check the label or search by the patient's name.",
    protocol: 'Protocol',
    patient: 'Patient',
    exam: 'Exam',
    state: 'Status',
    more: 'There are more results: narrow the search with the full protocol number.',
  },
};
