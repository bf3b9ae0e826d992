import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './handler';
import { PAGE_RENDER_HEADER } from './render';
import { PAGE_FAMILIES } from './rules';
import { readPage, writePage } from './store';

/**
 * Issue 36: a made-up query string is the same page. A server like scripts/serve.ts: the page
 * cache first, and "Next" (here: a page that names the address it rendered) for the rest.
 */
let server: Server;
let origin: string;
const rendered: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.headers[PAGE_RENDER_HEADER]) {
      rendered.push(req.url!);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return void res.end(`<!doctype html><title>${req.url}</title>`);
    }
    void cache.answer(req, res).then((answered) => {
      if (!answered) res.end('rendered by Next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cache = createPageCache({ origin });
});
let cache: ReturnType<typeof createPageCache>;

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const visit = (path: string) => fetch(`${origin}${path}`, { headers: { 'accept-language': 'en-US' } });
const randomText = () =>
  Math.random()
    .toString(36)
    .slice(2, 2 + Math.ceil(Math.random() * 10));

function randomQuery(): string {
  const made = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => `${randomText()}=${randomText()}`);
  // Parameters the list reads, with values it drops (malformed, out of range, or its defaults).
  const ignored = ['page=abc', 'page=1', 'page=0', 'sort=relevance', 'sort=random', 'stars=9', 'price_min=-5', 'gender=x', `type=${randomText()}`];
  if (Math.random() < 0.5) made.push(ignored[Math.floor(Math.random() * ignored.length)]!);
  return `?${made.join('&')}`;
}

describe('the page cache and query strings', () => {
  it('renders a page at most once for 1,000 random query strings, and answers each from that render', async () => {
    const bodies = new Set<string>();
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => visit(`/en-US/tutor-list${randomQuery()}`)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        bodies.add(await answer.text());
      }
    }
    expect(rendered).toEqual(['/en-US/tutor-list']);
    expect([...bodies]).toEqual(['<!doctype html><title>/en-US/tutor-list</title>']);
  });

  it('renders each variant the page declares once, under its canonical address', async () => {
    rendered.length = 0;
    for (const path of [
      '/en-US/tutor-list?page=2&zz=1',
      '/en-US/tutor-list?zz=2&page=2',
      '/en-US/tutor-list?gender=female&sort=stars',
      '/en-US/tutor-list?sort=stars&gender=female&x=y',
    ]) {
      expect((await visit(path)).headers.get('x-page-cache')).toMatch(/hit|miss/);
    }
    expect(rendered).toEqual(['/en-US/tutor-list?page=2', '/en-US/tutor-list?sort=stars&gender=female']);
  });

  it('leaves the search form\u2019s redirect to the page, without keeping anything', async () => {
    rendered.length = 0;
    const answer = await visit('/en-US/tutor-list?course=math');
    expect(await answer.text()).toBe('rendered by Next');
    expect(rendered).toEqual([]);
  });
});

describe('the page cache\u2019s memory', () => {
  const page = (n: number) => ({ headers: {}, csp: '', etag: `"${n}"`, tags: {}, html: Buffer.from(`page ${n}`), gzip: Buffer.from('') });

  it('keeps at most the bound of a page family, forgetting the oldest written first', async () => {
    const bound = PAGE_FAMILIES.home;
    for (let n = 0; n <= bound; n += 1) await writePage(`test:/home-${n}`, page(n), { family: 'home', lifetimeMs: 60_000 });
    expect(await readPage('test:/home-0', 'html')).toBeNull();
    for (let n = 1; n <= bound; n += 1) expect((await readPage(`test:/home-${n}`, 'html'))?.body.toString()).toBe(`page ${n}`);
    // Another family is not pushed out by this one.
    await writePage('test:/faq', page(99), { family: 'content', lifetimeMs: 60_000 });
    for (let n = bound + 1; n <= bound * 2; n += 1) await writePage(`test:/home-${n}`, page(n), { family: 'home', lifetimeMs: 60_000 });
    expect((await readPage('test:/faq', 'html'))?.body.toString()).toBe('page 99');
  });
});
