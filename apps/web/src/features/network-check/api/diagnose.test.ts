import { describe, expect, it } from 'vitest';
import { diagnose, median, type NetworkMeasures } from './diagnose';

const good: NetworkMeasures = {
  browserOnline: true,
  api: { count: 5, failed: 0, samples: [20, 25, 30, 22, 40] },
  websocket: { ok: true, ms: 15 },
  broker: { kind: 'ok', connectMs: 30, subackMs: 5 },
};

describe('diagnose', () => {
  it('says all is well when everything answers in time', () => {
    expect(diagnose(good)).toEqual(['ok']);
  });

  it('tells no internet from an unreachable server', () => {
    const none = { ...good, api: { count: 5, failed: 5, samples: [] }, websocket: null, broker: null };
    expect(diagnose({ ...none, browserOnline: false })).toEqual(['noInternet']);
    expect(diagnose(none)).toEqual(['apiUnreachable']);
  });

  it('flags a slow API by its median, not one bad sample', () => {
    expect(diagnose({ ...good, api: { count: 5, failed: 0, samples: [20, 30, 3000, 25, 28] } })).toEqual([
      'ok',
    ]);
    expect(diagnose({ ...good, api: { count: 3, failed: 0, samples: [1500, 1200, 1800] } })).toEqual([
      'apiSlow',
    ]);
  });

  it('blames a proxy when the API answers but the WebSocket does not open', () => {
    expect(diagnose({ ...good, websocket: { ok: false }, broker: null })).toEqual(['websocketBlocked']);
  });

  it('tells a silent broker, a refused session, a refused subscription and a slow live path apart', () => {
    expect(diagnose({ ...good, broker: { kind: 'timeout' } })).toEqual(['brokerUnreachable']);
    expect(diagnose({ ...good, broker: { kind: 'refused' } })).toEqual(['brokerRefused']);
    expect(diagnose({ ...good, broker: { kind: 'subscriptionRefused', connectMs: 20 } })).toEqual([
      'subscriptionRefused',
    ]);
    expect(diagnose({ ...good, broker: { kind: 'ok', connectMs: 100, subackMs: 2500 } })).toEqual([
      'slowLive',
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
