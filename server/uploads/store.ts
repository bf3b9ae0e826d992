import fs from 'node:fs';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { S3Config, UploadConfig } from './config';

/** Where upload bytes go: a folder (shareable over a network filesystem) or an S3-compatible bucket. */
export async function createStore(config: UploadConfig): Promise<DataStore> {
  if (config.s3) return createS3Store(config.s3);
  return new FileStore({ directory: config.directory });
}

async function createS3Store(s3: S3Config): Promise<DataStore> {
  // Loaded only when configured, so servers without a bucket never load the AWS SDK.
  const { S3Store } = await import('@tus/s3-store');
  const credentials = s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined;
  return new S3Store({
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials,
    },
  });
}

/** Inclusive byte positions of a part of a file, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A finished upload's bytes, whole or one range of them (a video seeked, an iPhone's player asking
 * for the first bytes), from whichever store holds them.
 */
export async function readStoredBytes(store: DataStore, id: string, range?: ByteRange): Promise<Readable> {
  if (store instanceof FileStore) {
    const file = (store as unknown as { resolve(id: string): string }).resolve(id);
    return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }
  const s3 = store as unknown as { client: { getObject(input: object): Promise<{ Body: Readable }> }; bucket: string };
  const object = await s3.client.getObject({ Bucket: s3.bucket, Key: id, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) });
  return object.Body;
}
