import { getRedis, redisKeyPrefix } from '@/server/shared/redis';
import { registerProcessCache } from '@/server/shared/ttl-cache';
import { PAGE_FAMILIES, type PageFamily } from './rules';

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
/** Where a page is kept: its family (bounded by PAGE_FAMILIES) and for how long. */
export interface Placement {
  family: PageFamily;
  lifetimeMs: number;
}

const memory = new Map<PageFamily, Map<string, { page: CachedPage; expires: number }>>();
registerProcessCache(memory);
const keyOf = (key: string) => `${redisKeyPrefix()}page:${key}`;
const familyKeyOf = (family: PageFamily) => `${redisKeyPrefix()}page-family:${family}`;

/**
 * Writes a page and keeps its family within bounds, in one step: the family's index (a sorted set
 * of its pages by write time) forgets pages already expired, then the oldest pages over the bound
 * are deleted. KEYS: page, family index. ARGV: meta, html, gzip, lifetime ms, now ms, bound.
 */
const WRITE_BOUNDED = `
redis.call('HSET', KEYS[1], 'meta', ARGV[1], 'html', ARGV[2], 'gzip', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local now = tonumber(ARGV[5])
redis.call('ZADD', KEYS[2], now, KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[4]))
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[6])
if over > 0 then
  local oldest = redis.call('ZPOPMIN', KEYS[2], over)
  for i = 1, #oldest, 2 do redis.call('DEL', oldest[i]) end
end
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return over`;

/**
 * Rendered pages, shared by every server through Redis when it is configured (one render serves
 * the cluster), else in this process; either way at most `PAGE_FAMILIES[family]` pages a family.
 * `encoding` picks the body to fetch.
 */
export async function readPage(key: string, encoding: 'html' | 'gzip'): Promise<(Omit<CachedPage, 'html' | 'gzip'> & { body: Buffer }) | null> {
  const redis = await getRedis();
  if (!redis) {
    let hit: { page: CachedPage; expires: number } | undefined;
    for (const pages of memory.values()) hit ??= pages.get(key);
    if (!hit || hit.expires <= Date.now()) return null;
    return { ...hit.page, body: hit.page[encoding] };
  }
  const [meta, body] = await redis.hmgetBuffer(keyOf(key), 'meta', encoding);
  if (!meta || !body) return null;
  return { ...(JSON.parse(meta.toString('utf8')) as Meta), body };
}

export async function writePage(key: string, page: CachedPage, { family, lifetimeMs }: Placement): Promise<void> {
  const redis = await getRedis();
  if (!redis) {
    const pages = memory.get(family) ?? new Map<string, { page: CachedPage; expires: number }>();
    memory.set(family, pages);
    pages.delete(key);
    pages.set(key, { page, expires: Date.now() + lifetimeMs });
    while (pages.size > PAGE_FAMILIES[family]) pages.delete(pages.keys().next().value as string);
    return;
  }
  const { html, gzip, ...meta } = page;
  await redis.eval(WRITE_BOUNDED, 2, keyOf(key), familyKeyOf(family), JSON.stringify(meta), html, gzip, lifetimeMs, Date.now(), PAGE_FAMILIES[family]);
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
