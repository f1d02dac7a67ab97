/**
 * §7 services a workplace may offer; {product} is PONTO here. A module without zod: the web checks the
 * customization's services with it before zod is loaded (apps/web/src/lib/first-answers.ts).
 */
export const serviceNames = ['mab', 'clinic', 'attendance', 'rapid_test', 'ponto', 'telemedicine'] as const;
export type ServiceName = (typeof serviceNames)[number];

export function isServiceName(value: unknown): value is ServiceName {
  return typeof value === 'string' && (serviceNames as readonly string[]).includes(value);
}
