import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { attributionContext, REFERRER_COOKIE, SOURCE_COOKIE } from '@/lib/attribution/config.server';
import { decideAttribution } from '@/lib/attribution/rules';
import { CSRF_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookies';
import { API_BASE, GTM_ID } from '@/lib/config/public';
import { FLASH_COOKIE } from '@/lib/forms/flash';
import { detectLocale } from '@/lib/i18n/negotiate';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { apiOriginOf, contentSecurityPolicy, staticSecurityHeaders } from '@/lib/security/headers';
import { secureCookies } from '@/server/config';
import { logger } from '@/server/observability/logger';
import { servedBuildId } from '@/server/pwa';
import { tagVersions } from '@/server/shared/cache-tags';
import { observeTutorListsVersion } from '@/server/tutors';
import { inlineScriptHashes } from './csp';
import { scriptsAfterFirstPaint } from './first-paint';
import { PAGE_RENDER_HEADER, isPageRender, pageRenderSecret } from './render';
import { type PagePlan, pagePlan, TUTOR_LISTS_TAG } from './rules';
import { type CachedPage, claimRender, readPage, releaseRender, writePage } from './store';

/** Headers of the render worth keeping; cookies, the nonce policy and hop-by-hop ones never are. */
const KEPT_HEADERS = ['content-type', 'content-language', 'link', 'x-robots-tag'];

function cookiesOf(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/**
 * Whether this request may be answered from the cache: an anonymous page load (no session), of a
 * page the rules cache, that the proxy would neither redirect (language) nor mark (first-touch
 * attribution cookies). Everything else goes to Next as before.
 */
export function cacheablePlan(req: IncomingMessage): PagePlan | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.rsc || req.headers['next-router-prefetch'] || isPageRender(req.headers[PAGE_RENDER_HEADER] as string)) return null;
  const plan = pagePlan(req.url ?? '/');
  if (!plan) return null;
  const cookies = cookiesOf(req);
  // A form post's answer (the receipt or the refusal) waits for this visitor in the page it returns to.
  if (cookies.has(SESSION_COOKIE) || cookies.has(FLASH_COOKIE)) return null;
  if (plan.locale === 'fa' && detectLocale(cookies.get(LOCALE_COOKIE.name), req.headers['accept-language'] ?? null) !== 'fa') return null;
  const mode = req.headers['sec-fetch-mode'];
  const attribution = decideAttribution(
    {
      url: new URL(req.url ?? '/', 'http://page.local'),
      referer: (req.headers.referer as string | undefined) ?? null,
      isNavigation: mode === undefined || mode === 'navigate',
      has: { source: cookies.has(SOURCE_COOKIE), referrer: cookies.has(REFERRER_COOKIE) },
      now: Date.now(),
    },
    attributionContext([(req.headers.host ?? '').replace(/:\d+$/, '')]),
  );
  if (attribution.source || attribution.referrer) return null;
  return plan;
}

/** The cookies the proxy gives a page's visitor: the anti-forgery token and the language, when missing. */
function visitorCookies(req: IncomingMessage, plan: PagePlan): string[] {
  const cookies = cookiesOf(req);
  const secure = secureCookies() ? '; Secure' : '';
  const set: string[] = [];
  if (!cookies.get(CSRF_COOKIE)) set.push(`${CSRF_COOKIE}=${crypto.randomUUID()}; Path=/; SameSite=Lax${secure}`);
  const locale = cookies.get(LOCALE_COOKIE.name);
  if (locale !== 'fa' && locale !== 'en-US') set.push(`${LOCALE_COOKIE.name}=${plan.locale}; Max-Age=${LOCALE_COOKIE.maxAge}; Path=/; SameSite=Lax`);
  return set;
}

export interface PageCacheOptions {
  /** Where this server answers itself (the render requests). */
  origin: string;
}

export function createPageCache({ origin }: PageCacheOptions) {
  const log = logger();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** Addresses whose render was not a page to keep (a 404, a redirect): left to Next for a minute. */
  const uncacheable = new Map<string, number>();
  const secret = pageRenderSecret();

  /** Renders the page once (one render per page at a time, here and across the cluster) and keeps it. */
  function renderOnce(key: string, plan: PagePlan, tags: Record<string, number>): Promise<CachedPage | null> {
    let job = rendering.get(key);
    if (!job) {
      job = claimAndRender(key, plan, tags)
        .catch((error: Error) => {
          log.warn({ err: error.message, url: plan.url }, 'page cache: render failed');
          return null;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    return job;
  }

  async function claimAndRender(key: string, plan: PagePlan, tags: Record<string, number>): Promise<CachedPage | null> {
    // Another server is rendering it: this visitor gets a render of their own, as before.
    if (!(await claimRender(key))) return null;
    try {
      return await renderAndStore(key, plan, tags);
    } finally {
      await releaseRender(key);
    }
  }

  /** `tags`: the versions read before the render, so a change made meanwhile leaves the page stale, never falsely fresh. */
  async function renderAndStore(key: string, plan: PagePlan, tags: Record<string, number>): Promise<CachedPage | null> {
    const response = await fetch(`${origin}${plan.url}`, {
      headers: { [PAGE_RENDER_HEADER]: secret, accept: 'text/html', 'accept-encoding': 'identity', 'accept-language': plan.locale },
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
      if (uncacheable.size > 1000) uncacheable.clear();
      uncacheable.set(key, Date.now() + 60_000);
      return null;
    }
    const kept = scriptsAfterFirstPaint(text);
    const html = Buffer.from(kept);
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
    const csp = contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(kept),
      tagManager: Boolean(GTM_ID),
      apiOrigin: apiOriginOf(API_BASE),
    });
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const page: CachedPage = { headers, csp, etag, tags, html, gzip: gzipSync(html) };
    await writePage(key, page, { family: plan.family, lifetimeMs: plan.lifetimeMinutes * 60_000 });
    return page;
  }

  /**
   * Answers an anonymous visit of a public page from the cache (`X-Page-Cache: hit`), or renders it
   * once for this visitor and the next ones (`miss`), and returns true; returns false when Next
   * should answer as before (not a cacheable visit, a 404 or redirect, the cache unavailable).
   */
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const plan = cacheablePlan(req);
    if (!plan) return false;
    const key = `${await servedBuildId()}:${plan.url}`;
    if ((uncacheable.get(key) ?? 0) > Date.now()) return false;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let page: Awaited<ReturnType<typeof readPage>>;
    let current: Record<string, number>;
    try {
      [page, current] = await Promise.all([readPage(key, gzip ? 'gzip' : 'html'), tagVersions(plan.tags)]);
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'page cache: unavailable, rendering');
      return false;
    }
    if (TUTOR_LISTS_TAG in current) observeTutorListsVersion(current[TUTOR_LISTS_TAG]!);
    if (page && plan.tags.every((tag) => page.tags[tag] === current[tag])) {
      send(req, res, plan, page, gzip, 'hit');
      return true;
    }
    const rendered = await renderOnce(key, plan, current);
    if (!rendered) return false;
    send(req, res, plan, { ...rendered, body: gzip ? rendered.gzip : rendered.html }, gzip, 'miss');
    return true;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    plan: PagePlan,
    page: NonNullable<Awaited<ReturnType<typeof readPage>>>,
    gzip: boolean,
    state: 'hit' | 'miss',
  ) {
    for (const { key, value } of staticSecurityHeaders(true)) res.setHeader(key, value);
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('ETag', page.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Page-Cache', state);
    const cookies = visitorCookies(req, plan);
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    if (req.headers['if-none-match'] === page.etag) {
      res.statusCode = 304;
      return void res.end();
    }
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', page.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : page.body);
  }

  return { answer };
}
