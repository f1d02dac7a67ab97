import { Duplex } from 'node:stream';

/**
 * Reads the MQTT framing of a byte stream (fixed header byte, then the remaining length in 1 to 4 bytes of
 * 7 bits, then that many bytes) and tells the size of each packet as soon as its header is complete, before
 * its body arrives. So a packet too large is refused when its first bytes come, not after megabytes.
 */
export class MqttFrameScanner {
  private phase: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private bodyLeft = 0;

  /**
   * Reads a chunk; answers the size of the first packet (fixed header included) larger than `max`, or null
   * when every packet begun so far fits. A remaining length that is not valid MQTT counts as too large.
   */
  scan(chunk: Buffer, max: number): number | null {
    let at = 0;
    while (at < chunk.length) {
      if (this.phase === 'body') {
        const take = Math.min(this.bodyLeft, chunk.length - at);
        this.bodyLeft -= take;
        at += take;
        if (this.bodyLeft === 0) this.phase = 'type';
        continue;
      }
      const byte = chunk[at++] as number;
      if (this.phase === 'type') {
        this.phase = 'length';
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
        continue;
      }
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.lengthBytes++;
      if (byte & 0x80) {
        if (this.lengthBytes === 4) return Number.POSITIVE_INFINITY;
        continue;
      }
      const size = 1 + this.lengthBytes + this.length;
      if (size > max) return size;
      this.bodyLeft = this.length;
      this.phase = this.length === 0 ? 'type' : 'body';
    }
    return null;
  }
}

/**
 * A device's TCP connection as the broker reads it, closed the moment a packet larger than `maxBytes`
 * begins (MQTT 3.1.1 has no way to refuse one packet and keep the connection). Writes go straight through.
 */
export class PacketSizeGuard extends Duplex {
  private readonly scanner = new MqttFrameScanner();

  constructor(
    private readonly socket: Duplex,
    private readonly maxBytes: number,
    onTooLarge: (size: number) => void,
  ) {
    super({ allowHalfOpen: false });
    socket.on('data', (chunk: Buffer) => {
      const tooLarge = this.scanner.scan(chunk, this.maxBytes);
      if (tooLarge !== null) {
        onTooLarge(tooLarge);
        this.destroy();
        return;
      }
      if (!this.push(chunk)) socket.pause();
    });
    socket.on('end', () => this.push(null));
    socket.on('error', (error) => this.destroy(error));
    socket.on('close', () => this.destroy());
  }

  override _read(): void {
    this.socket.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.socket.write(chunk, encoding, done);
  }

  /** The pieces of a packet (the encoder corks until the end of the tick) leave in one system call. */
  override _writev(
    chunks: Array<{ chunk: Buffer; encoding: BufferEncoding }>,
    done: (error?: Error | null) => void,
  ): void {
    this.socket.cork();
    for (const { chunk, encoding } of chunks.slice(0, -1)) this.socket.write(chunk, encoding);
    const last = chunks[chunks.length - 1]!;
    this.socket.write(last.chunk, last.encoding, done);
    this.socket.uncork();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.socket.end(done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.socket.destroy();
    done(error);
  }
}
