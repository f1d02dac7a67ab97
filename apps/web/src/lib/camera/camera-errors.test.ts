import { describe, expect, it } from 'vitest';
import { browserUnsupported, cameraErrorOf, cameraUnavailable } from './camera-errors';

const domError = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new DOMException('camera failed', name), extra);

describe('cameraErrorOf (§8 camera errors)', () => {
  it.each([
    ['NotAllowedError', 'CAMERA_NOT_ALLOWED'],
    ['PermissionDeniedError', 'CAMERA_NOT_ALLOWED'],
    ['SecurityError', 'CAMERA_NOT_ALLOWED'],
    ['NotFoundError', 'CAMERA_NOT_FOUND'],
    ['DevicesNotFoundError', 'CAMERA_NOT_FOUND'],
    ['NotReadableError', 'CAMERA_IN_USE'],
    ['TrackStartError', 'CAMERA_IN_USE'],
    ['AbortError', 'CAMERA_IN_USE'],
    ['OverconstrainedError', 'CAMERA_INCOMPATIBLE'],
    ['ConstraintNotSatisfiedError', 'CAMERA_INCOMPATIBLE'],
    ['SomethingNew', 'CAMERA_NOT_STARTED'],
  ])('%s → %s', (name, code) => {
    expect(cameraErrorOf(domError(name))).toBe(code);
  });

  it('an OverconstrainedError on the device means no such camera', () => {
    expect(cameraErrorOf(domError('OverconstrainedError', { constraint: 'deviceId' }))).toBe(
      'CAMERA_NOT_FOUND',
    );
    expect(cameraErrorOf(domError('OverconstrainedError', { constraint: 'groupId' }))).toBe(
      'CAMERA_NOT_FOUND',
    );
    expect(cameraErrorOf(domError('OverconstrainedError', { constraint: 'width' }))).toBe(
      'CAMERA_INCOMPATIBLE',
    );
  });

  it('a TypeError (constraints the browser rejects) is incompatible; anything else did not start', () => {
    expect(cameraErrorOf(new TypeError('bad constraints'))).toBe('CAMERA_INCOMPATIBLE');
    expect(cameraErrorOf(null)).toBe('CAMERA_NOT_STARTED');
    expect(cameraErrorOf('weird')).toBe('CAMERA_NOT_STARTED');
  });
});

describe('cameraUnavailable', () => {
  const getUserMedia = () => Promise.resolve();
  it('outside a secure context: not supported, even when the browser has no mediaDevices there', () => {
    expect(cameraUnavailable({ isSecureContext: false, navigator: {} })).toBe('CAMERA_NOT_SUPPORTED');
    expect(cameraUnavailable({ isSecureContext: false, navigator: { mediaDevices: { getUserMedia } } })).toBe(
      'CAMERA_NOT_SUPPORTED',
    );
  });
  it('a secure page in a browser without getUserMedia: browser incompatible', () => {
    expect(cameraUnavailable({ isSecureContext: true, navigator: {} })).toBe('CAMERA_BROWSER_INCOMPATIBLE');
    expect(cameraUnavailable({ isSecureContext: true, navigator: { mediaDevices: {} } })).toBe(
      'CAMERA_BROWSER_INCOMPATIBLE',
    );
  });
  it('otherwise the camera can be asked for', () => {
    expect(
      cameraUnavailable({ isSecureContext: true, navigator: { mediaDevices: { getUserMedia } } }),
    ).toBeNull();
  });
});

describe('browserUnsupported', () => {
  it('needs FormData, Blob and object URLs', () => {
    expect(browserUnsupported({ FormData, Blob, URL })).toBe(false);
    expect(browserUnsupported({ Blob, URL })).toBe(true);
    expect(browserUnsupported({ FormData, URL })).toBe(true);
    expect(browserUnsupported({ FormData, Blob, URL: {} })).toBe(true);
  });
});
