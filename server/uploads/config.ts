import { serverConfig } from '@/server/config';

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
  /** Unfinished uploads one user may hold at once, and their declared bytes together. */
  maxOpen: number;
  maxOpenBytes: number;
  /** An upload unfinished this many hours after it began is deleted (`uploads.expire-abandoned`). */
  abandonedHours: number;
  /** The FileStore's folder; unused when `s3` is set. */
  directory: string;
  s3: S3Config | null;
}

/** The uploads' settings (UPLOAD_*), validated with the rest in server/config.ts. */
export function readUploadConfig(): UploadConfig {
  return serverConfig().uploads;
}
