import crypto from 'node:crypto';

/** Logos a drawing process holds at once: it draws one or a few workplaces' reports at a time. */
const HELD = 8;

/** A logo as it crosses to a drawing process: its bytes the first time that process is sent it, then its key. */
export type LogoOnWire = { key: string; bytes?: Uint8Array };

/** Keys by the bytes' object: a workplace's logo is one object for a whole batch of reports. */
const keys = new WeakMap<Uint8Array, string>();

function keyOf(bytes: Uint8Array): string {
  let key = keys.get(bytes);
  if (!key) {
    key = crypto.createHash('sha1').update(bytes).digest('base64');
    keys.set(bytes, key);
  }
  return key;
}

/**
 * The logos one drawing process holds, the first sent the first let go. The server and the process each keep
 * this list, changed only by the messages between them, in their order, so the two always agree.
 */
class HeldLogos<T> {
  private readonly held = new Map<string, T>();

  get(key: string): T | undefined {
    return this.held.get(key);
  }

  hold(key: string, value: T): void {
    this.held.set(key, value);
    if (this.held.size > HELD) this.held.delete(this.held.keys().next().value as string);
  }
}

/**
 * The server's side: a logo (tens of kilobytes, the same on every report of a workplace) crosses to a process
 * once, then as its key; a ZIP of 200 reports would otherwise copy it 200 times on the thread everyone's
 * requests wait on.
 */
export class LogosSent {
  private readonly held = new HeldLogos<true>();

  wire(logo: Uint8Array | null): LogoOnWire | null {
    if (!logo) return null;
    const key = keyOf(logo);
    if (this.held.get(key)) return { key };
    this.held.hold(key, true);
    return { key, bytes: logo };
  }
}

/** The drawing process's side: the logo's bytes, as they came or as they came before. */
export class LogosReceived {
  private readonly held = new HeldLogos<Uint8Array>();

  bytesOf(logo: LogoOnWire | null): Uint8Array | null {
    if (!logo) return null;
    if (logo.bytes) {
      this.held.hold(logo.key, logo.bytes);
      return logo.bytes;
    }
    const bytes = this.held.get(logo.key);
    if (!bytes) throw new Error('the drawing process was never sent this logo');
    return bytes;
  }
}
