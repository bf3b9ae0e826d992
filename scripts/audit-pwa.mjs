// Lighthouse's PWA audits (installable manifest, maskable icon, theme colour, ...) against a running
// server, in Debian's Chromium. Lighthouse 12+ dropped the PWA category, so this pins 11.7.1 and
// runs it through npx (not a dependency: nothing else needs it). Not a test; a figure for notes.
// Usage: node scripts/audit-pwa.mjs [url]   (default http://127.0.0.1:3000/)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
const run = spawnSync(
  'npx',
  [
    '-y',
    'lighthouse@11.7.1',
    url,
    '--only-categories=pwa,best-practices',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox',
  ],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const result = JSON.parse(fs.readFileSync(report, 'utf8'));
let failed = false;
for (const category of Object.values(result.categories)) {
  console.log(`${category.title}: ${Math.round(category.score * 100)}`);
  for (const { id } of category.auditRefs) {
    const audit = result.audits[id];
    if (audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable') continue;
    failed ||= category.id === 'pwa' && audit.score !== 1;
    console.log(`  ${audit.score === 1 ? 'pass' : 'FAIL'}  ${id}`);
  }
}
process.exit(failed ? 1 : 0);
