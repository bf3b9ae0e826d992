import path from 'node:path';

/** The kinds a user may upload, by the `filetype` metadata the client declares. */
export const ALLOWED_FILE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/pdf',
]);

export const DEFAULT_MAX_BYTES = 500 * 1024 * 1024;

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface UploadConfig {
  maxBytes: number;
  /** The FileStore's folder; unused when `s3` is set. */
  directory: string;
  s3: S3Config | null;
}

export function readUploadConfig(env: NodeJS.ProcessEnv = process.env): UploadConfig {
  return {
    maxBytes: positiveInt(env.UPLOAD_MAX_BYTES) ?? DEFAULT_MAX_BYTES,
    directory: path.resolve(env.UPLOAD_DIR || '.data/uploads'),
    s3: env.UPLOAD_S3_BUCKET ? readS3Config(env, env.UPLOAD_S3_BUCKET) : null,
  };
}

function readS3Config(env: NodeJS.ProcessEnv, bucket: string): S3Config {
  return {
    bucket,
    endpoint: env.UPLOAD_S3_ENDPOINT || undefined,
    region: env.UPLOAD_S3_REGION || 'us-east-1',
    // Unset keys leave the AWS SDK's own chain (instance role, AWS_* variables) in charge.
    accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.UPLOAD_S3_FORCE_PATH_STYLE === '1' || env.UPLOAD_S3_FORCE_PATH_STYLE === 'true',
  };
}

function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
}
