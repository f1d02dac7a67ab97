import type { Scenario } from '../scenario/scenario';
import type { DeviceCondition } from './condition';

/**
 * What happens to a device while time passes: a battery reader drains while it works and charges on
 * its dock while idle (cable and USB keep it full), and the Wi-Fi level wanders by one step now and then.
 * Answers whether anything the status shows has changed.
 */
export function passTime(
  condition: DeviceCondition,
  device: Scenario['device'],
  minutes: number,
  working: boolean,
  random: () => number,
): boolean {
  const before = [condition.batteryPercent, condition.wifiLevel].join();
  if (condition.connectionType === 'wifi') {
    const change = working
      ? -device.drainPercentPerMinute * minutes
      : device.chargePercentPerMinute * minutes;
    condition.battery = Math.min(100, Math.max(0, condition.battery + change));
    if (device.wifiMoves && random() < 0.25) {
      // 1 to 4 while connected: level 0 would mean no network at all.
      condition.wifi = Math.min(4, Math.max(1, condition.wifi + (random() < 0.5 ? -1 : 1)));
    }
  }
  return before !== [condition.batteryPercent, condition.wifiLevel].join();
}
