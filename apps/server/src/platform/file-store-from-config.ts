import path from 'node:path';
import type { Config } from './config';
import { type FileStore, LocalFileStore } from './file-store';
import { S3FileStore } from './s3-file-store';

/** The one file store of the process: `${DATA_DIR}/files`, or the S3-compatible bucket configured. */
export function fileStoreFrom(config: Config): FileStore {
  if (config.FILE_STORE === 's3') {
    // config.ts refuses FILE_STORE=s3 without these.
    return new S3FileStore({
      endpoint: config.S3_ENDPOINT!,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalFileStore(path.join(config.DATA_DIR, 'files'));
}
