// Reports the gzip size of the JavaScript a page loads first (not a test; a figure for notes).
// Usage: node scripts/first-load-size.mjs [url]   (default http://127.0.0.1:3000/)
import { gzipSync } from 'node:zlib';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const html = await (await fetch(url, { headers: { 'accept-language': 'fa' } })).text();
const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
let raw = 0;
let gzip = 0;
for (const src of sources) {
  const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
  raw += body.length;
  gzip += gzipSync(body, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`${url}: ${sources.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip`);
