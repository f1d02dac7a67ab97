import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MqttFrameScanner, PacketSizeGuard } from './packet-size-guard';

/** An MQTT packet of `bodyLength` bytes after its fixed header (type byte + remaining length). */
function packet(bodyLength: number): Buffer {
  const length: number[] = [];
  let left = bodyLength;
  do {
    let byte = left % 128;
    left = Math.floor(left / 128);
    if (left > 0) byte |= 0x80;
    length.push(byte);
  } while (left > 0);
  return Buffer.concat([Buffer.from([0x30, ...length]), Buffer.alloc(bodyLength, 7)]);
}

describe('MqttFrameScanner', () => {
  it('lets packets within the limit through, one after another in one chunk', () => {
    const scanner = new MqttFrameScanner();
    expect(scanner.scan(Buffer.concat([packet(0), packet(100), packet(1000)]), 2000)).toBeNull();
  });

  it('tells the size of a packet too large from its header alone', () => {
    const scanner = new MqttFrameScanner();
    expect(scanner.scan(packet(70_000).subarray(0, 4), 65_536)).toBe(1 + 3 + 70_000);
  });

  it('follows packets split anywhere across chunks', () => {
    const scanner = new MqttFrameScanner();
    const stream = Buffer.concat([packet(200), packet(129), packet(5000)]);
    for (let at = 0; at < stream.length; at += 3) {
      expect(scanner.scan(stream.subarray(at, at + 3), 6000)).toBeNull();
    }
    expect(scanner.scan(packet(7000).subarray(0, 2), 6000)).toBeNull();
    expect(scanner.scan(packet(7000).subarray(2, 3), 6000)).toBe(1 + 2 + 7000);
  });

  it('counts a remaining length longer than MQTT allows as too large', () => {
    const scanner = new MqttFrameScanner();
    expect(scanner.scan(Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0x01]), 1 << 30)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('PacketSizeGuard', () => {
  it('hands the pieces of a packet, written corked, to the socket in one write', async () => {
    const writes: Buffer[][] = [];
    const socket = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, done) {
        writes.push([chunk]);
        done();
      },
      writev(chunks, done) {
        writes.push(chunks.map((c) => c.chunk as Buffer));
        done();
      },
    });
    const guard = new PacketSizeGuard(socket, 1000, () => undefined);
    guard.cork();
    guard.write(Buffer.from([0x40, 0x02]));
    guard.write(Buffer.from([0x00, 0x07]));
    process.nextTick(() => guard.uncork());
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[Buffer.from([0x40, 0x02]), Buffer.from([0x00, 0x07])]]);
  });
});
