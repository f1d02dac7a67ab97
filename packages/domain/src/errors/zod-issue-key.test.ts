import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssueKey } from './zod-issue-key';

describe('zodIssueKey', () => {
  it("takes the key a domain refinement names in its message, when it is one of the namespace's", () => {
    expect(zodIssueKey({ code: 'custom', message: 'validation:invalidPhone' })).toBe('invalidPhone');
    expect(zodIssueKey({ code: 'too_small', message: 'validation:invalidDocument', origin: 'string' })).toBe(
      'invalidDocument',
    );
    expect(zodIssueKey({ code: 'custom', message: 'validation:nope' })).toBe('invalid');
    expect(zodIssueKey({ code: 'invalid_type', message: 'Invalid input' })).toBe('required');
  });

  it('maps each issue code otherwise', () => {
    expect(zodIssueKey({ code: 'invalid_type' })).toBe('required');
    expect(zodIssueKey({ code: 'too_small', origin: 'string' })).toBe('required');
    expect(zodIssueKey({ code: 'too_small', origin: 'array' })).toBe('tooSmall');
    expect(zodIssueKey({ code: 'too_big', origin: 'string' })).toBe('tooLong');
    expect(zodIssueKey({ code: 'invalid_format', format: 'email' })).toBe('invalidEmail');
    expect(zodIssueKey({ code: 'invalid_format', format: 'uuid' })).toBe('invalid');
    expect(zodIssueKey({ code: 'invalid_value' })).toBe('invalidOption');
    expect(zodIssueKey({ code: 'custom' })).toBe('invalid');
  });

  it("reads zod's own issues", () => {
    const schema = z.object({
      name: z.string().min(1),
      email: z.email(),
      sex: z.enum(['female', 'male']),
      age: z.number(),
      tags: z.array(z.string()).min(1),
      code: z.string().max(2),
      phone: z.string().refine((v) => v.length === 9, 'validation:invalidPhone'),
    });
    const result = schema.safeParse({ name: '', email: 'a@', sex: 'x', tags: [], code: 'abc', phone: '1' });
    const keys = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), zodIssueKey(issue)]),
    );
    expect(keys).toEqual({
      name: 'required',
      email: 'invalidEmail',
      sex: 'invalidOption',
      age: 'required',
      tags: 'tooSmall',
      code: 'tooLong',
      phone: 'invalidPhone',
    });
  });
});
