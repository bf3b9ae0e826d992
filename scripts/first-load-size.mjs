// Reports the gzip size of the JavaScript a page loads first (not a test; a figure for notes).
// Usage: node scripts/first-load-size.mjs [url]   (default http://127.0.0.1:3000/)
import { gzipSync } from 'node:zlib';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const html = await (await fetch(url, { headers: { 'accept-language': 'fa' } })).text();
// Legacy polyfills (<script noModule>) are skipped: modern browsers never download them.
const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
const sources = [...new Set(tags.map((tag) => tag.match(/src="([^"]+)"/)?.[1]).filter(Boolean))];
let raw = 0;
let gzip = 0;
for (const src of sources) {
  const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
  raw += body.length;
  gzip += gzipSync(body, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`${url}: ${sources.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip`);
