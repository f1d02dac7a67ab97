import { z } from 'zod';
import { serviceNames } from './service-names';

export { isServiceName, type ServiceName, serviceNames } from './service-names';

/** §4 user status. ACTIVE, CONTINUED_TRAINING and PENDING_TRAINING count as logged in; TRAINING goes to training. */
export const userStatuses = ['ACTIVE', 'TRAINING', 'PENDING_TRAINING', 'CONTINUED_TRAINING'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** `distributor`: the supplier's staff, who move orders (§4) through the distributor API (docs/orders.md). */
export const roles = ['operator', 'manager', 'support', 'analyst', 'integrator', 'distributor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** §7 services a workplace may offer (`service-names.ts`, without zod). */
export const serviceNameSchema = z.enum(serviceNames);

/** §6 workplace permissions. */
export const workplacePermissions = ['drugstore', 'international', 'selfCollection'] as const;
export const workplacePermissionSchema = z.enum(workplacePermissions);
export type WorkplacePermission = z.infer<typeof workplacePermissionSchema>;

export const reportNameVariants = ['Medic', 'Pharma'] as const;
export const reportNameVariantSchema = z.enum(reportNameVariants);
export type ReportNameVariant = z.infer<typeof reportNameVariantSchema>;

export const userPermissionsSchema = z.object({
  labAnalyst: z.boolean(),
  stockView: z.boolean(),
  selfCollection: z.boolean(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const sessionWorkplaceSchema = z.object({
  /** Tax id (CNPJ), the workplace's value everywhere in the API. */
  cnpj: z.string(),
  name: z.string(),
  permissions: z.array(workplacePermissionSchema),
  group: z.string().nullable(),
  modules: z.array(z.string()),
  services: z.array(serviceNameSchema),
  parameters: z.record(z.string(), z.string()),
  classification: z.string(),
  readers: z.array(z.string()),
});
export type SessionWorkplace = z.infer<typeof sessionWorkplaceSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  document: z.string(),
  name: z.string(),
  username: z.string(),
  status: userStatusSchema,
  roles: z.array(roleSchema),
  permissions: userPermissionsSchema,
  manager: z.boolean(),
  restricted: z.boolean(),
  language: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** §3 Session as the server hands it to the portal after login or renewal (tokens travel beside it). */
export const sessionSchema = z.object({
  user: sessionUserSchema,
  currentWorkplace: sessionWorkplaceSchema.nullable(),
  availableWorkplaces: z.array(sessionWorkplaceSchema),
  readerCodes: z.array(z.string()),
  services: z.record(serviceNameSchema, z.boolean()),
  customization: z.object({ logoUrl: z.string().nullable(), name: z.string() }),
  validationMode: z.boolean(),
  controlSample: z.object({ auth: z.boolean(), mode: z.boolean() }),
  reportNameVariant: reportNameVariantSchema,
  loginPopups: z.object({ nps: z.boolean(), survey: z.boolean() }),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ session: sessionSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
