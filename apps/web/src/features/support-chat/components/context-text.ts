import { errorTitleKey, isErrorCode } from '@ponto/domain';
import type { TFunction } from 'i18next';

/** Where a conversation came from, in words: the §8 error's translated title, else the values as given. */
export function contextText(t: TFunction, context: Record<string, string>): string {
  const error = context.error;
  if (error && isErrorCode(error)) return t(errorTitleKey(error));
  return Object.values(context).join(', ');
}
