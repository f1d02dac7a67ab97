import { type DeviceFamily, deviceFamilySchema, sessionWorkplaceSchema, shelfLotSchema } from '@ponto/domain';
import { z } from 'zod';

const loginAnswer = z.object({
  accessToken: z.string(),
  session: z
    .object({
      availableWorkplaces: z.array(
        sessionWorkplaceSchema.pick({
          cnpj: true,
          name: true,
          permissions: true,
          modules: true,
          classification: true,
        }),
      ),
    })
    .optional(),
});
export type PortalSession = z.infer<typeof loginAnswer>;
export type DemoWorkplace = NonNullable<PortalSession['session']>['availableWorkplaces'][number];

const provisionAnswer = z.object({
  brokerUrl: z.string(),
  readers: z.array(z.object({ code: z.string(), family: deviceFamilySchema, secret: z.string() })),
  shelf: z.array(shelfLotSchema),
});
export type ProvisionedReaders = z.infer<typeof provisionAnswer>;

/** The error body every API error answers (apiErrorBodySchema), read loosely for a message. */
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });

/** Talks to the portal's REST API: sign in, then provision virtual devices on a workplace. */
export class PortalApi {
  constructor(private readonly baseUrl: string) {}

  async login(document: string, password: string): Promise<PortalSession> {
    return this.call('/auth/login', { document, password }, {}, loginAnswer);
  }

  /** Creates `count` virtual readers of `family` in the device registry, registered to the workplace. */
  async provisionVirtualReaders(
    token: string,
    cnpj: string,
    family: DeviceFamily,
    count: number,
    rekey = false,
  ): Promise<ProvisionedReaders> {
    const headers = { authorization: `Bearer ${token}`, cnpj: cnpj.replace(/\D/g, '') };
    return this.call('/devices/virtual', { family, count, rekey }, headers, provisionAnswer);
  }

  private async call<T>(
    path: string,
    body: object,
    headers: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(path, this.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`POST ${url} failed: ${(error as Error).message} (is the portal running?)`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = errorBody.safeParse(json);
      const reason = parsed.success
        ? `${parsed.data.error.code}: ${parsed.data.error.message ?? ''}`
        : 'no error body';
      throw new Error(`POST ${path} answered ${response.status} ${reason}`.trim());
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new Error(`POST ${path} answered an unexpected body: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }
}
