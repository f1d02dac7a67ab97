import { describe, expect, it } from 'vitest';
import { publicBrokerUrl } from './external-bus';

describe('the broker address devices are given', () => {
  it("never carries the server's credentials", () => {
    expect(publicBrokerUrl('mqtts://ponto:s3cret@broker.example.com:8883')).toBe(
      'mqtts://broker.example.com:8883',
    );
    expect(publicBrokerUrl('mqtt://127.0.0.1:1883')).toBe('mqtt://127.0.0.1:1883');
  });
});
