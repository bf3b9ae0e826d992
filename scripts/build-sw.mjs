// After `next build`: bundle sw/service-worker.ts and inject the build's precache manifest.
// Run with `node --import tsx` (it reads the offline pages from lib/pwa). Output: <distDir>/sw.js, served at /sw.js by app/sw.js/route.ts.
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PAGES } from '../lib/pwa/sw-rules.ts';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
const bundled = path.join(distDir, 'sw.bundle.js');

await esbuild.build({
  entryPoints: ['sw/service-worker.ts'],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  outfile: bundled,
  define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// Pages and public files change with the build, not with their URL: the build id is their revision.
const shell = [...OFFLINE_PAGES, '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(distDir, 'sw.js'),
  globDirectory: distDir,
  globPatterns: ['static/**/*.{js,css,woff2}'],
  modifyURLPrefix: { 'static/': '/_next/static/' },
  // Hashed file names: the URL is the revision.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  additionalManifestEntries: shell.map((url) => ({ url, revision: buildId })),
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
fs.rmSync(bundled);
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
console.log(`build-sw: ${distDir}/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KiB), build ${buildId}`);
