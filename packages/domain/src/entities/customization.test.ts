import { describe, expect, it } from 'vitest';
import { customizationSchema } from './customization';

describe('customization contract', () => {
  const valid = {
    name: 'Ponto',
    logoUrl: null,
    supportEmail: 'suporte@ponto.health',
    supportPhone: '+55 11 4000-0000',
    patientPortalUrl: 'https://paciente.ponto.health',
    allowedEmbedOrigins: [],
    version: '0.1.0',
    services: ['rapid_test'],
  };

  it('accepts what the server answers', () => expect(customizationSchema.parse(valid)).toEqual(valid));

  it('refuses a service the portal does not know', () =>
    expect(customizationSchema.safeParse({ ...valid, services: ['teleport'] }).success).toBe(false));
});
