import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { fileStoreContract } from './file-store.contract';
import { fileStoreFrom } from './file-store-from-config';
import { S3FileStore, type S3Settings } from './s3-file-store';

// A real S3 API on a free port, not a mock of the client. s3rver checks the access key id of a V4 signature
// but not the signature itself: signing is aws4fetch's, and it is what AWS and MinIO check.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-s3-'));
const bucket = 'ponto-files';
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
let settings: S3Settings;

beforeAll(async () => {
  const address = await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('S3FileStore (against an S3-compatible server)', () => {
  fileStoreContract(() => new S3FileStore(settings));

  it('fails clearly with wrong credentials instead of pretending', async () => {
    const files = new S3FileStore({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(files.put(`k/${crypto.randomUUID()}`, Buffer.from('x'))).rejects.toThrow(/answered 403/);
  });

  it('is what FILE_STORE=s3 builds; without its settings the server refuses to start', () => {
    const config = loadConfig({
      FILE_STORE: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(fileStoreFrom(config)).toBeInstanceOf(S3FileStore);
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: bucket })).toThrow(
      /S3_ENDPOINT: required with FILE_STORE=s3[\s\S]*S3_ACCESS_KEY_ID: required/,
    );
  });
});
