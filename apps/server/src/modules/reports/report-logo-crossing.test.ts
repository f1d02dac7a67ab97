import { describe, expect, it } from 'vitest';
import { LogosReceived, LogosSent } from './report-logo-crossing';

const logo = (fill: number) => Buffer.alloc(1024, fill);

describe('logos crossing to a drawing process', () => {
  it('go whole the first time, then by their key alone, and come out as they went', () => {
    const sent = new LogosSent();
    const received = new LogosReceived();
    const first = logo(1);
    const wired = [sent.wire(first), sent.wire(first), sent.wire(Buffer.from(first)), sent.wire(null)];
    expect(wired.map((wire) => wire?.bytes?.length ?? null)).toEqual([1024, null, null, null]);
    expect(wired[3]).toBeNull();
    for (const wire of wired) expect(received.bytesOf(wire)).toEqual(wire ? first : null);
  });

  it('are held eight at a time on both sides, the first sent the first let go', () => {
    const sent = new LogosSent();
    const received = new LogosReceived();
    const logos = Array.from({ length: 10 }, (_, index) => logo(index));
    const order = [0, 1, 2, 3, 4, 5, 6, 7, 0, 8, 0, 1, 9, 2, 9];
    const whole = order.map((index) => {
      const wire = sent.wire(logos[index] as Buffer);
      expect(received.bytesOf(wire)).toEqual(logos[index]);
      return Boolean(wire?.bytes);
    });
    // 8 lets 0 go, so 0 comes whole again and lets 1 go, which comes whole again, and so on.
    expect(whole).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('fail plainly when a key comes that the process was never sent', () => {
    expect(() => new LogosReceived().bytesOf({ key: 'unknown' })).toThrow(/never sent/);
  });
});
