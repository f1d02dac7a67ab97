export { NewExamWizard, type NewExamWizardProps } from './components/new-exam-wizard';
export type { WizardSlots } from './components/slots';
export { newExamDraftKey } from './model/flow-storage';
