import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type ByteRange, READ_BUFFER_BYTES, type Storage, WRITE_BUFFER_BYTES } from './types';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Uploads are spooled here first: a PUT needs its length up front and the upload stream has none. */
  spoolDir: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Any S3-compatible object store (AWS, MinIO, R2...). Path-style addressing when an endpoint is given, as
 * self-hosted stores expect.
 */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    // Checksums only where S3 requires them: other S3-compatible stores do not all accept chunked trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const spool = path.join(options.spoolDir, 'files-spool');
  fs.mkdirSync(spool, { recursive: true });

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const partial = path.join(spool, `${randomBytes(12).toString('hex')}.part`);
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx', highWaterMark: WRITE_BUFFER_BYTES }));
        const { size } = await fs.promises.stat(partial);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: fs.createReadStream(partial, { highWaterMark: READ_BUFFER_BYTES }),
            ContentLength: size,
            ContentType: typeof contentType === 'function' ? contentType() : contentType,
          }),
        );
        return size;
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },
    async get(key, range?: ByteRange) {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
