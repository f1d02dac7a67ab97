import { isValidationKey, type ValidationKey } from '../validation/messages';

/**
 * What both sides know of one zod issue: its code ('invalid_type', 'too_small', …, or the JSON-schema
 * keyword fastify-type-provider-zod reports, which is the same), its message, and for some codes the
 * origin ('string', 'array', …) and the format ('email', …).
 */
export interface ZodIssueLike {
  code: string;
  message?: string;
  origin?: unknown;
  format?: unknown;
}

const MESSAGE_PREFIX = 'validation:';

/**
 * A zod issue → the key of the validation namespace shown for it, the one mapping of the server's field
 * errors and of the web's checks before sending. A domain refinement names its own key in its message
 * ('validation:invalidDocument'); otherwise the issue code decides: a missing value or an empty string is
 * 'required', a short list or small number 'tooSmall', too long 'tooLong', a bad e-mail 'invalidEmail',
 * a value outside an enum 'invalidOption', anything else 'invalid'.
 */
export function zodIssueKey(issue: ZodIssueLike): ValidationKey {
  const own = issue.message?.startsWith(MESSAGE_PREFIX) ? issue.message.slice(MESSAGE_PREFIX.length) : '';
  if (isValidationKey(own)) return own;
  switch (issue.code) {
    case 'invalid_type':
      return 'required';
    case 'too_small':
      return issue.origin === 'string' ? 'required' : 'tooSmall';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalid';
    case 'invalid_value':
      return 'invalidOption';
    default:
      return 'invalid';
  }
}
