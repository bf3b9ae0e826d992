import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import type { UploadConfig } from './config';
import { openUploadsOf } from './service';

const MEGABYTE = 1024 * 1024;

/**
 * One user may hold at most `maxOpen` unfinished uploads declaring `maxOpenBytes` together
 * (finished and expired ones do not count): 429 with the figures otherwise (issue 16).
 */
export async function assertUploadQuota(db: Db, userId: number, size: number, config: UploadConfig, t: ApiTranslator) {
  const open = await openUploadsOf(db, userId, config.abandonedHours);
  if (open.count + 1 > config.maxOpen || open.bytes + size > config.maxOpenBytes) {
    throw new HttpError(429, t('upload_quota', { count: config.maxOpen, megabytes: Math.floor(config.maxOpenBytes / MEGABYTE) }));
  }
}
