import { z } from 'zod';

/**
 * Why Ponto's support staff suspend an account (§6: "access is suspended for pending payment"). A code from a
 * fixed list, never free text: the reason goes into the audit trail, which nothing may change, and a typed
 * reason could carry personal or commercial details (docs/audit.md, "Account suspension").
 */
export const suspensionReasons = [
  /** §6: the contract has a payment pending; the user must contact the account manager. */
  'pendingPayment',
  /** The account is believed compromised (leaked password, unusual activity). */
  'securityIncident',
  /** The user or their employer asked for the access to be stopped. */
  'userRequest',
  'other',
] as const;
export type SuspensionReason = (typeof suspensionReasons)[number];

/** PUT /accounts/:id/suspension. The reason is required to suspend; lifting needs none. */
export const accountSuspensionInputSchema = z
  .object({ suspended: z.boolean(), reason: z.enum(suspensionReasons).optional() })
  .refine((input) => !input.suspended || input.reason !== undefined, {
    path: ['reason'],
    message: 'validation:required',
  });
export type AccountSuspensionInput = z.infer<typeof accountSuspensionInputSchema>;

/** GET /accounts?q=: the shortest text support staff may search with, and the most answers. */
export const ACCOUNT_SEARCH_MIN_LENGTH = 3;
export const ACCOUNT_SEARCH_LIMIT = 20;

/**
 * One account as support staff see it. The CPF is masked but for its last 4 digits: with the e-mail and the
 * workplaces that tells homonyms apart and lets support check it with the caller, without listing whole
 * CPFs for a search by name (the full CPF still finds the account).
 */
export const accountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  maskedDocument: z.string(),
  email: z.string().nullable(),
  suspended: z.boolean(),
  workplaces: z.array(z.object({ name: z.string(), cnpj: z.string() })),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** '56789012303' → '***.***.*12-03' style: every digit but the last 4 hidden, the mask kept for a CPF. */
export function maskAccountDocument(document: string): string {
  const visible = document.slice(-4);
  if (/^\d{11}$/.test(document)) return `***.***.*${visible.slice(0, 2)}-${visible.slice(2)}`;
  return `${'*'.repeat(Math.max(document.length - 4, 0))}${visible}`;
}
