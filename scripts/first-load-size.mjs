// Reports the gzip size of the JavaScript a page loads first (not a test; a figure for notes).
// Usage: node --import tsx scripts/first-load-size.mjs [url...]   (default http://127.0.0.1:3000/)
// With the build that serves the page at hand (NEXT_DIST_DIR, default .next), it also splits the
// figure into the framework's chunks and ours. The framework is what a bare page of the app loads:
// the build's root main files (React, React DOM, the Next and Turbopack runtimes) and the root
// layout's chunk (app/layout.tsx has no client code: it is Next's layout router).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesAfterFirstPaint } from '../server/page-cache/first-paint.ts';

/**
 * The script files a page loads first, in order, once each: its `<script src>` tags and, on a page
 * from the page cache, the files its loader adds after the first paint. Legacy polyfills
 * (`<script noModule>`) are skipped: modern browsers never download them.
 */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const fromTags = tags.map((tag) => tag.match(/src="([^"]+)"/)?.[1]).filter(Boolean);
  return [...new Set([...fromTags, ...filesAfterFirstPaint(html)])];
}

function frameworkChunks() {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  try {
    const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
    const manifestFile = path.join(distDir, 'server/app/_not-found/page_client-reference-manifest.js');
    const globalScope = { __RSC_MANIFEST: {} };
    new Function('globalThis', 'self', fs.readFileSync(manifestFile, 'utf8'))(globalScope, globalScope);
    const manifest = Object.values(globalScope.__RSC_MANIFEST)[0];
    const rootLayout = manifest.entryJSFiles['[project]/app/layout'] ?? [];
    return new Set([...rootMainFiles, ...rootLayout].map((file) => `/_next/${file}`));
  } catch {
    return null; // no build here: totals only
  }
}

async function report(urls) {
  const framework = frameworkChunks();
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  for (const url of urls) {
    const html = await (await fetch(url, { headers: { 'accept-language': 'fa' } })).text();
    const sources = pageScripts(html);
    let raw = 0;
    let gzip = 0;
    let ours = 0;
    for (const src of sources) {
      const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
      const size = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += size;
      if (framework && !framework.has(new URL(src, url).pathname)) ours += size;
    }
    const split = framework ? ` (framework ${kb(gzip - ours)}, ours ${kb(ours)})` : '';
    console.log(`${url}: ${sources.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip${split}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const urls = process.argv.slice(2);
  await report(urls.length ? urls : ['http://127.0.0.1:3000/']);
}
