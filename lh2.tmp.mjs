import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse('http://127.0.0.1:3302' + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { 'accept-language': 'fa', cookie: 'i18n_redirected=fa' } });
const a = r.lhr.audits;
console.log(r.lhr.categories.performance.score, JSON.stringify(a['largest-contentful-paint-element'].details).slice(0, 1500));
console.log(JSON.stringify(a['bootup-time'].details.items.slice(0,5).map(i=>[i.url.slice(-50), Math.round(i.total), Math.round(i.scripting)])));
console.log(JSON.stringify(a['network-requests'].details.items.map(i=>[i.url.slice(-60), i.transferSize, Math.round(i.endTime - i.startTime)])));
await chrome.kill();
