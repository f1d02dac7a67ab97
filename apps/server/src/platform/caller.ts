import type { users, workplaces } from '../db/schema';

/** A user as the door reads it on every call (the sign-in module's table). */
export type UserRow = typeof users.$inferSelect;

/** A workplace as the door hands it to a handler: its row and its readers' codes. */
export type WorkplaceRow = typeof workplaces.$inferSelect & { readerCodes: string[] };

/** Who calls: the user and the session (family) of the access token. */
export interface Authenticated {
  user: UserRow;
  familyId: string;
  expiresAt: Date;
  /** expiresAt in ISO 8601, as the token's claims hold it. */
  expiresAtText: string;
}
