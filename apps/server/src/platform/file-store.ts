import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of stored files live (patient photos first). The database keeps the row (who, what,
 * sha256); the store keeps the bytes under an opaque key. One interface so an S3-compatible store can
 * replace the local folder without touching the modules: keys are plain `a-z0-9/-` paths, no listing.
 */
export interface FileStore {
  /** Writes the bytes under `key`, replacing nothing: a key that exists is an error. */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Readable | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be written to now (the readiness check); rejects otherwise. */
  reachable(): Promise<void>;
}

export class FileStoreKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file store key: ${JSON.stringify(key)}`);
  }
}

const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Keys are made by the server, never by a client: anything else (.., absolute paths, dots) is refused. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 300) throw new FileStoreKeyError(key);
}

/** A new key for a file of `purpose` in a workplace: `<purpose>/<workplace>/<random uuid>`. */
export function newFileKey(purpose: string, workplaceId: string): string {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  return `${slug(purpose)}/${slug(workplaceId)}/${crypto.randomUUID()}`;
}

/**
 * Files in a folder of the server (`${DATA_DIR}/files`), outside the web root: nothing is served from it
 * directly, only through routes that check the workplace. Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half a file. Folders and files are private to the process.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, content: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${crypto.randomUUID()}.part`;
    try {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      // link + unlink: fails (EEXIST) instead of silently replacing a file that is already there.
      await fs.promises.link(temporary, target);
    } finally {
      await fs.promises.rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    try {
      const handle = await fs.promises.open(target, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async reachable(): Promise<void> {
    await fs.promises.access(this.root, fs.constants.W_OK);
  }
}
