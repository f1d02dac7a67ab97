export default {
  examNotOffered: 'Exam not offered at this workplace: {{exams}}',
  examChosenTwice: 'Each exam can be chosen only once',
  comboNotFound: 'Combo not found',
  comboIncomplete: 'For this combo, also choose: {{exams}}',
  selfCollectionNotAllowed: 'Self-collection kits are not available here',
  discountExceedsFullPrice: 'The discount cannot be more than the full price',
  paidExceedsDue: 'The price paid cannot be more than the amount due',
  unknownQuestion: 'This question is not part of the questionnaire',
  subjectMustBeAnimal: 'This veterinary workplace serves animals only',
  subjectMustBePatient: 'Only veterinary workplaces register animals',
  photoNotFound: 'Photo not found; take or upload it again',
  householdNotFound: 'Household not found',
};
