import {
  type CalibrationSnapshot,
  type ConnectionType,
  mustRecalibrate,
  type ReaderState,
} from '@ponto/domain';
import type { Scenario } from '../scenario/scenario';

/** The reader's calibration on the simulated timeline. */
export interface DeviceCalibration {
  status: 'none' | 'approved' | 'rejected';
  expiresAt: Date | null;
}

/** Everything about the device that is not its current activity: power, radio, firmware, calibration, flags. */
export class DeviceCondition {
  /** Kept fractional so slow drains add up; reported rounded. */
  battery: number;
  wifi: number;
  connectionType: ConnectionType;
  firmware: string;
  calibration: DeviceCalibration;
  blocked: boolean;
  blacklisted: boolean;
  updateNeeded: boolean;

  constructor(device: Scenario['device'], now: Date) {
    const { initialCondition } = device;
    this.connectionType = device.connectionType;
    // A reader on cable or USB is powered by it: it stays charged.
    this.battery = device.connectionType === 'wifi' ? device.batteryPercent : 100;
    this.wifi = device.wifiLevel;
    this.firmware = device.firmware;
    this.calibration =
      initialCondition === 'calibrationNeeded'
        ? { status: 'none', expiresAt: null }
        : { status: 'approved', expiresAt: new Date(now.getTime() + device.calibrationValidityMs) };
    this.blocked = initialCondition === 'blocked';
    this.blacklisted = initialCondition === 'blockedByBlacklist';
    this.updateNeeded = initialCondition === 'updateNeeded';
  }

  get batteryPercent(): number {
    return Math.round(this.battery);
  }

  /** Wi-Fi level only for a reader on Wi-Fi. */
  get wifiLevel(): number | null {
    return this.connectionType === 'wifi' ? this.wifi : null;
  }

  calibrationSnapshot(now: Date): CalibrationSnapshot | null {
    const { status, expiresAt } = this.calibration;
    if (status === 'none') return null;
    return { approved: status === 'approved', expiresAt: expiresAt ?? now };
  }

  /**
   * Where the reader rests when it is doing nothing, most pressing first: a blacklisted or blocked
   * reader cannot work at all, an outdated one must update, a flat battery must charge, and a
   * calibration the domain says must be redone comes before being available.
   */
  restingState(now: Date, lowBatteryPercent: number): ReaderState {
    if (this.blacklisted) return 'blockedByBlacklist';
    if (this.blocked) return 'blocked';
    if (this.updateNeeded) return 'updateNeeded';
    if (this.batteryPercent < lowBatteryPercent) return 'lowBattery';
    if (mustRecalibrate(this.calibrationSnapshot(now), now)) return 'calibrationNeeded';
    return 'idle';
  }
}
