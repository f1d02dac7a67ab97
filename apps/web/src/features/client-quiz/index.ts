export { clientQuizQueryOptions, submitClientQuiz } from './api/client-quiz';
