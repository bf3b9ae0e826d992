import { expect, type APIRequestContext } from '@playwright/test';

/** Every sitemap file the index at /sitemap.xml names, read as a crawler does: their XML, joined. */
export async function readSitemap(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files.length).toBeGreaterThan(0);
  const parts = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
  return parts.join('\n');
}
