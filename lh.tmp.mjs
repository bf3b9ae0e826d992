import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:3302' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'accessibility'], extraHeaders: { 'accept-language': 'fa', cookie: 'i18n_redirected=fa' } });
  const { lhr } = r;
  console.log(path, Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, v.score])));
  for (const cat of Object.values(lhr.categories)) for (const ref of cat.auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 0.9 && ref.weight > 0) console.log('  ', cat.id, a.id, a.score, a.displayValue ?? '', (a.details?.items?.[0] ? JSON.stringify(a.details.items[0]).slice(0, 200) : '')); }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift', 'server-response-time']) console.log('    ', id, lhr.audits[id].displayValue);
}
await chrome.kill();
