import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertValidKey, type FileStore } from './file-store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO and most self-hosted stores) instead of the host name (AWS). */
  forcePathStyle: boolean;
}

export class FileStoreError extends Error {}

/**
 * Files in an S3-compatible bucket, for a deployment of several server machines (docs/scaling.md). Requests
 * are signed with AWS Signature V4 (aws4fetch). The bucket stays private: files are served only through
 * routes that check the workplace, as with the local folder.
 */
export class S3FileStore implements FileStore {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
  }

  private urlOf(key: string): string {
    assertValidKey(key);
    const endpoint = new URL(this.settings.endpoint);
    if (this.settings.forcePathStyle) {
      endpoint.pathname = `${endpoint.pathname.replace(/\/$/, '')}/${this.settings.bucket}/${key}`;
    } else {
      endpoint.hostname = `${this.settings.bucket}.${endpoint.hostname}`;
      endpoint.pathname = `/${key}`;
    }
    return endpoint.toString();
  }

  private send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    return this.client.fetch(this.urlOf(key), { method, ...init });
  }

  async put(key: string, content: Buffer | Readable): Promise<void> {
    // Keys are random; this keeps the contract (never replace) on stores without conditional writes.
    const existing = await this.send('HEAD', key);
    if (existing.ok) throw new FileStoreError(`A file already exists under ${key}`);
    if (existing.status !== 404) throw await failure('HEAD', key, existing);
    const body = Buffer.isBuffer(content) ? content : await buffer(content);
    const response = await this.send('PUT', key, {
      body,
      // Stores that know conditional writes (AWS, MinIO) refuse a key written meanwhile.
      headers: { 'if-none-match': '*', 'content-type': 'application/octet-stream' },
    });
    if (!response.ok) throw await failure('PUT', key, response);
  }

  async get(key: string): Promise<Readable | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) throw await failure('GET', key, response);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
    await response.body?.cancel();
  }

  /** The bucket answers a HEAD of a key that never exists (404) rather than an error or nothing. */
  async reachable(): Promise<void> {
    const response = await this.send('HEAD', 'health/probe');
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw await failure('HEAD', 'health/probe', response);
  }
}

async function failure(method: string, key: string, response: Response): Promise<FileStoreError> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  return new FileStoreError(`S3 ${method} ${key} answered ${response.status}: ${detail}`);
}
