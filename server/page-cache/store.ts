import { getRedis, redisKeyPrefix } from '@/server/shared/redis';

/** A rendered page as the cache keeps it: what to answer, and the tag versions it was rendered at. */
export interface CachedPage {
  headers: Record<string, string>;
  csp: string;
  etag: string;
  tags: Record<string, number>;
  html: Buffer;
  gzip: Buffer;
}

type Meta = Omit<CachedPage, 'html' | 'gzip'>;
const MEMORY_ENTRIES = 400;
const memory = new Map<string, { page: CachedPage; expires: number }>();
const keyOf = (key: string) => `${redisKeyPrefix()}page:${key}`;

/**
 * Rendered pages, shared by every server through Redis when it is configured (one render serves
 * the cluster), else in this process (at most 400 pages). `encoding` picks the body to fetch.
 */
export async function readPage(key: string, encoding: 'html' | 'gzip'): Promise<Omit<CachedPage, 'html' | 'gzip'> & { body: Buffer } | null> {
  const redis = await getRedis();
  if (!redis) {
    const hit = memory.get(key);
    if (!hit || hit.expires <= Date.now()) return null;
    return { ...hit.page, body: hit.page[encoding] };
  }
  const [meta, body] = await redis.hmgetBuffer(keyOf(key), 'meta', encoding);
  if (!meta || !body) return null;
  return { ...(JSON.parse(meta.toString('utf8')) as Meta), body };
}

export async function writePage(key: string, page: CachedPage, lifetimeMs: number): Promise<void> {
  const redis = await getRedis();
  if (!redis) {
    if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
    memory.set(key, { page, expires: Date.now() + lifetimeMs });
    return;
  }
  const { html, gzip, ...meta } = page;
  await redis.multi().hset(keyOf(key), { meta: JSON.stringify(meta), html, gzip }).pexpire(keyOf(key), lifetimeMs).exec();
}

/**
 * One render at a time per page across the cluster: `claimRender` is false while another server
 * renders it; `releaseRender` after the render. The claim lapses on its own if a server dies.
 */
export async function claimRender(key: string): Promise<boolean> {
  const redis = await getRedis();
  if (!redis) return true;
  return (await redis.set(`${keyOf(key)}:render`, '1', 'PX', 30_000, 'NX')) === 'OK';
}

export async function releaseRender(key: string): Promise<void> {
  await (await getRedis())?.del(`${keyOf(key)}:render`);
}
