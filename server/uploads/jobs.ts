import type { Db } from '@/server/db/client';
import { defineJob } from '@/server/jobs/registry';
import { logger } from '@/server/observability/logger';
import { readUploadConfig } from './config';
import { abandonedUploads, forgetUpload } from './service';
import { getUploadServer } from './tus-server';

/**
 * Deletes uploads still unfinished `abandonedHours` after they began: their bytes in the store,
 * then their row (idempotent: a file already gone is fine, a second run finds nothing).
 */
export async function expireAbandonedUploads(db: Db, now: Date = new Date()): Promise<{ expired: number }> {
  const { abandonedHours } = readUploadConfig();
  const ids = await abandonedUploads(db, new Date(now.getTime() - abandonedHours * 3_600_000));
  if (ids.length === 0) return { expired: 0 };
  const { datastore } = await getUploadServer();
  for (const id of ids) {
    await datastore.remove(id).catch(() => undefined);
    await forgetUpload(db, id);
  }
  return { expired: ids.length };
}

/** Hourly at :41 (off the hour): abandoned uploads stop holding disk and quota. */
export const expireAbandonedUploadsJob = defineJob({
  name: 'uploads.expire-abandoned',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  schedule: { cron: '41 * * * *' },
  handler: async (db) => {
    const result = await expireAbandonedUploads(db);
    if (result.expired > 0) logger().info(result, 'uploads: abandoned uploads deleted');
    return result;
  },
});
