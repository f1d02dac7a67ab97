import { PATIENT_SEARCH_MIN_LENGTH } from '../constants/business';
import type { ValidationKey } from './messages';

export type SearchProblem = 'required' | 'tooShort';

export const searchProblemKeys: Record<SearchProblem, ValidationKey> = {
  required: 'searchRequired',
  tooShort: 'searchTooShort',
};

/** §5 search must not be empty; a patient search needs at least 3 characters. */
export function searchProblems(query: string, options: { patient?: boolean } = {}): SearchProblem[] {
  const text = query.trim();
  if (text === '') return ['required'];
  if (options.patient && [...text].length < PATIENT_SEARCH_MIN_LENGTH) return ['tooShort'];
  return [];
}
