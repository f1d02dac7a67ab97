export default {
  title: 'Exam questionnaire',
  greeting: 'Hello, {{name}}!',
  intro: '{{workplace}} asks you to answer these questions before your exam.',
  loading: 'Loading the questionnaire…',
  answeredBefore: 'Your answers have already been received. To correct something, send them again.',
  none: 'There are no questions to answer for your exams.',
  fixErrors: 'Check the highlighted answers.',
  submit: 'Send answers',
  thanks: {
    title: 'Thank you!',
    text: 'Your answers were sent to {{workplace}}. You can close this page now.',
  },
  link: {
    button: 'Questionnaire link',
    title: 'Questionnaire link for the patient',
    intro: 'Send this link to the patient: they answer the questionnaire without signing in to the portal.',
    url: 'Questionnaire link',
    expires: 'Valid until {{date}}.',
    copy: 'Copy link',
    copied: 'Link copied',
    creating: 'Creating the link…',
  },
};
