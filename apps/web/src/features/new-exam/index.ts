export { NewExamWizard, type NewExamWizardProps } from './components/new-exam-wizard';
export type { WizardSlots } from './components/slots';
export { QuestionInput } from './components/steps/quiz-step';
export { newExamDraftKey } from './model/flow-storage';
export { quizAnswersForSubmission } from './model/order';
