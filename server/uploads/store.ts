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
