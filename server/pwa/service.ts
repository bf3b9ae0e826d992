import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serverConfig } from '@/server/config';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { getRedis, redisKeyPrefix } from '@/server/shared/redis';

/**
 * The deployed build's id (Next's BUILD_ID) and its service worker. The e2e server (TEST_ROUTES=1)
 * may pretend a newer build is deployed: both the id and the worker's bytes then change, which is
 * exactly what a real deploy looks like to an open page.
 */
// The dist folder is read at run time, not traced into the server bundle.
const distDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), serverConfig().distDir);
const state = globalThis as unknown as { __buildIdOverride?: string; __builtId?: Promise<string> };

function builtId(): Promise<string> {
  state.__builtId ??= readFile(path.join(distDir(), 'BUILD_ID'), 'utf8')
    .then((id) => id.trim())
    .catch(() => 'development');
  return state.__builtId;
}

/**
 * With several servers, the build pages should update to is the newest one deployed anywhere:
 * each server records its build in Redis at start (scored by build time), and all of them
 * answer the newest. During a rolling deploy every page then sees the same answer.
 */
const buildsKey = () => `${redisKeyPrefix()}deployed-builds`;
const newestCache = createTtlCache<string | null>(30_000, 1);

export async function registerDeployedBuild(): Promise<void> {
  const redis = await getRedis();
  if (!redis) return;
  const id = await builtId();
  const builtAt = await stat(path.join(distDir(), 'BUILD_ID')).then(
    (s) => s.mtimeMs,
    () => Date.now(),
  );
  await redis.zadd(buildsKey(), builtAt, id);
}

async function newestDeployedBuild(): Promise<string | null> {
  const redis = await getRedis();
  if (!redis) return null;
  const [newest] = await redis.zrevrange(buildsKey(), 0, 0);
  return newest ?? null;
}

/** The build this server itself serves (what a page it renders runs). */
export async function servedBuildId(): Promise<string> {
  return (serverConfig().testRoutes && state.__buildIdOverride) || builtId();
}

/** The build open pages should run: the newest deployed on any server. */
export async function currentBuildId(): Promise<string> {
  if (serverConfig().testRoutes && state.__buildIdOverride) return state.__buildIdOverride;
  const shared = await newestCache.get('newest', newestDeployedBuild).catch(() => null);
  return shared ?? builtId();
}

export function overrideBuildId(id: string | null): void {
  state.__buildIdOverride = id ?? undefined;
}

/** The worker built by scripts/build-sw.mjs, or null when there is none (development). */
export async function serviceWorkerSource(): Promise<string | null> {
  const source = await readFile(path.join(distDir(), 'sw.js'), 'utf8').catch(() => null);
  if (source === null) return null;
  const built = await builtId();
  // Only the e2e server's pretend deploy rewrites the worker; a real one serves its own bytes.
  const current = await servedBuildId();
  // Only the quoted id (the worker's version and its shell revisions), not asset paths that contain it.
  return current === built ? source : source.replaceAll(JSON.stringify(built), JSON.stringify(current));
}
