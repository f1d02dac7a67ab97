import { Transform, type TransformCallback } from 'node:stream';

/**
 * A stream of frames between two of the portal's own processes over a local socket: each frame is its length
 * (4 bytes, big-endian) and its bytes, and an empty frame says the sender finished. The first frame is the
 * head (what the stream is about, or why there is nothing); the ones after it are the body. A stream that stops
 * without the empty frame was cut (its sender failed or died), which a plain end of the socket would not tell.
 */
const LENGTH_BYTES = 4;
const END = Buffer.alloc(LENGTH_BYTES);

function lengthOf(bytes: number): Buffer {
  const length = Buffer.allocUnsafe(LENGTH_BYTES);
  length.writeUInt32BE(bytes);
  return length;
}

/** Writes each chunk as a frame, and the empty frame when it ends. The first chunk written is the head. */
export class Framer extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (chunk.length > 0) this.push(lengthOf(chunk.length));
    done(null, chunk.length > 0 ? chunk : undefined);
  }

  override _flush(done: TransformCallback): void {
    done(null, END);
  }
}

/** The stream was cut before its sender finished it. */
export class CutStreamError extends Error {
  constructor() {
    super('the stream ended before its sender finished it');
  }
}

/**
 * Reads frames: the head resolves `head`, the body's frames come out as they are (no copy), and an end without
 * the empty frame fails the stream (and `head`, when it had not come).
 */
export class Unframer extends Transform {
  readonly head: Promise<Buffer>;
  private settleHead!: { resolve: (head: Buffer) => void; reject: (error: Error) => void };
  private headRead = false;
  private finished = false;
  /** Bytes of the frame under way still to come; -1 between frames. */
  private remaining = -1;
  private pendingLength: Buffer | null = null;
  private headParts: Buffer[] = [];

  constructor() {
    super();
    this.head = new Promise((resolve, reject) => {
      this.settleHead = { resolve, reject };
    });
    // Read by whoever awaits it; a stream that fails with nobody waiting must not be an unhandled rejection.
    this.head.catch(() => {});
    this.once('close', () => {
      if (!this.headRead) this.settleHead.reject(new CutStreamError());
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.finished) {
        done(new Error('bytes came after the end of the stream'));
        return;
      }
      if (this.remaining < 0) {
        const needed = LENGTH_BYTES - (this.pendingLength?.length ?? 0);
        const piece = chunk.subarray(at, at + needed);
        at += piece.length;
        this.pendingLength = this.pendingLength ? Buffer.concat([this.pendingLength, piece]) : piece;
        if (this.pendingLength.length < LENGTH_BYTES) break;
        this.remaining = this.pendingLength.readUInt32BE(0);
        this.pendingLength = null;
        if (this.remaining === 0) {
          this.remaining = -1;
          if (!this.headRead) this.headDone();
          else this.finished = true;
        }
        continue;
      }
      const piece = chunk.subarray(at, at + this.remaining);
      at += piece.length;
      this.remaining -= piece.length;
      if (!this.headRead) this.headParts.push(piece);
      else this.push(piece);
      if (this.remaining === 0) {
        this.remaining = -1;
        if (!this.headRead) this.headDone();
      }
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.finished) {
      done();
      return;
    }
    const cut = new CutStreamError();
    if (!this.headRead) this.settleHead.reject(cut);
    done(cut);
  }

  private headDone(): void {
    this.headRead = true;
    this.settleHead.resolve(Buffer.concat(this.headParts));
    this.headParts = [];
  }
}
