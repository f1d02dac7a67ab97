import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.EMBED_ALLOWED_ORIGINS).toEqual([]);
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it('accepts PORT=0 and a list of embed origins', () => {
    const config = loadConfig({
      PORT: '0',
      EMBED_ALLOWED_ORIGINS: 'https://a.example, http://127.0.0.1:8080',
    });
    expect(config.PORT).toBe(0);
    expect(config.EMBED_ALLOWED_ORIGINS).toEqual(['https://a.example', 'http://127.0.0.1:8080']);
  });

  it('stops with the list of every bad value', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        EMBED_ALLOWED_ORIGINS: 'not a url',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'EMBED_ALLOWED_ORIGINS'])
      expect(problems).toContain(name);
  });

  it('requires JWT_SECRET with an external broker (several processes must share it)', () => {
    expect(() => loadConfig({ MQTT_URL: 'mqtt://127.0.0.1:1883' })).toThrow(
      /JWT_SECRET: required with MQTT_URL/,
    );
    expect(loadConfig({ MQTT_URL: 'mqtt://127.0.0.1:1883', JWT_SECRET: 'x'.repeat(32) }).MQTT_URL).toBe(
      'mqtt://127.0.0.1:1883',
    );
  });

  it('serves metrics on loopback by default, and elsewhere only behind a token', () => {
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1', METRICS_PORT: 9464 });
    expect(() => loadConfig({ METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN: required/);
    expect(loadConfig({ METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 't'.repeat(16) }).METRICS_HOST).toBe(
      '0.0.0.0',
    );
    expect(loadConfig({ METRICS_HOST: '::1' }).METRICS_HOST).toBe('::1');
  });

  it('takes the RNDS sender settings all together; the requester id alone names downloads', () => {
    expect(() => loadConfig({ RNDS_AUTH_URL: 'https://ehr-auth-hmg.saude.gov.br' })).toThrow(
      /RNDS_CERTIFICATE_PATH: required with the other RNDS_ settings/,
    );
    expect(() => loadConfig({ RNDS_EHR_URL: 'http://ehr-services.hmg.saude.gov.br' })).toThrow(
      /RNDS_EHR_URL/,
    );
    expect(loadConfig({ RNDS_REQUESTER_ID: '14008' }).RNDS_REQUESTER_ID).toBe('14008');
    const all = loadConfig({
      RNDS_AUTH_URL: 'https://ehr-auth-hmg.saude.gov.br',
      RNDS_EHR_URL: 'https://ehr-services.hmg.saude.gov.br',
      RNDS_CERTIFICATE_PATH: '/etc/ponto/estabelecimento.pfx',
      RNDS_REQUESTER_CNS: '980016287385192',
      RNDS_REQUESTER_ID: '14008',
    });
    expect(all.RNDS_REQUESTER_CNS).toBe('980016287385192');
    expect(() => loadConfig({ RNDS_REQUESTER_ID: '14008', RNDS_REQUESTER_CNS: '123' })).toThrow(
      /RNDS_REQUESTER_CNS/,
    );
  });
});
