export default {
  title: 'Calibrations',
  intro: 'Calibrate the readers and follow each one’s history.',
  loading: 'Loading',
  noWorkplace: 'Choose a workplace on the home page to calibrate its readers.',
  chooseReader: 'Reader',
  tutorialsHint: 'Reader not connecting?',
  examBlocked:
    'A reader without a valid calibration (none, expired or expiring in under 1 hour) cannot start an exam until it is calibrated again.',
  validity: {
    expiringSoonTitle: 'Calibration expiring: redo it now',
    expiringSoon:
      'This reader’s calibration expires in under 1 hour and must be redone before the next exam.',
    expiredTitle: 'Calibration expired',
    expired: 'This reader’s calibration has expired. Calibrate it before the next exam.',
  },
  flow: {
    title: 'Calibrate the reader',
    intro:
      'Have the calibration capsule that came with the reader at hand. After pressing Calibrate you have 2 minutes to insert it.',
    calibrate: 'Calibrate',
    readerState: 'Reader state: {{state}}',
    insertTitle: 'Insert the calibration capsule',
    step1: 'Take the calibration capsule that came with the reader.',
    step2: 'Insert the capsule logo up, all the way in.',
    step3: 'Do not remove the capsule until the result shows here.',
    timeLeft: 'Time left: {{time}}',
    timeLeftLabel: 'Time left to insert the capsule',
    timeUp: 'The time to insert the capsule is over. Waiting for the reader’s answer…',
    waiting: 'The result shows here as soon as the reader finishes.',
  },
  outcome: {
    approvedTitle: 'Calibration approved',
    approved: 'The reader is calibrated and ready for exams.',
    approvedUntil: 'The reader is calibrated and ready for exams. The calibration is valid until {{time}}.',
  },
  history: {
    title: 'Calibration history',
    caption: 'This reader’s calibrations, newest first',
    empty: 'This reader has not been calibrated yet.',
    date: 'Date',
    result: 'Result',
    problem: 'Problem',
    validUntil: 'Valid until',
    outcome: {
      pending: 'In progress',
      approved: 'Approved',
      rejected: 'Rejected',
      failed: 'Failed',
      timeout: 'Timed out',
    },
  },
  help: {
    title: 'Calibration problems and what to do',
  },
};
