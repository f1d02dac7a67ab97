import type { LiveBus } from './live-bus';

/** The same bus, telling `count` of every message the server publishes and every device message it gets. */
export function countedBus(bus: LiveBus, count: (direction: 'in' | 'out', topic: string) => void): LiveBus {
  return {
    publish(topic, message, options) {
      count('out', topic);
      return bus.publish(topic, message, options);
    },
    onDeviceMessage(handler) {
      bus.onDeviceMessage((topic, payload) => {
        count('in', topic);
        return handler(topic, payload);
      });
    },
    clearRetained: (topic) => bus.clearRetained(topic),
    reachable: () => bus.reachable(),
    deviceUrl: () => bus.deviceUrl(),
    close: () => bus.close(),
  };
}
