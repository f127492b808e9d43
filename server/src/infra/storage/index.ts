import type { Config } from '../../config';
import { localStorage } from './local';
import type { Storage } from './types';

export { type ByteRange, type Storage, WRITE_BUFFER_BYTES } from './types';

/**
 * S3-compatible storage when S3_BUCKET is set, otherwise the local disk under DATA_DIR/files. The S3 client, a
 * large library, is loaded only in the first case.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { s3Storage } = await import('./s3');
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      spoolDir: config.DATA_DIR,
    });
  }
  return localStorage(config.DATA_DIR);
}
