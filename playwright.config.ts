import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Chromium 156 draws the address bar's suggestion popup as a web page (WebUI) even when headless: a
 * renderer per browser window that competes with the page under test on a 2-core machine. Chrome
 * reads only the last --disable-features, so ours repeats Playwright's own list (read from the
 * installed Playwright, so an upgrade keeps its list) and adds the popup's features.
 */
function disabledFeatures(): string[] {
  const bundle = readFileSync(join(dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'), 'utf8');
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/)?.[1] ?? '';
  const own = [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
  // Without Playwright's list (a new bundle layout), keep its defaults rather than replace them.
  return own.length ? [...own, 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'] : [];
}
const features = disabledFeatures();

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Two workers share the one server (issue 27: e2e was over half of CI). A test makes its own account
 * (support/auth.ts createAccount) or only reads the demo accounts; the specs below change what every
 * other test would meet (the demo student's and tutor's requests and offers, the deployed build id
 * and service worker, the server's clock that the classes and operator-matching specs set), so they run after all the others, one at a
 * time (project `alone`).
 */
const ALONE = ['**/tutor-requests.spec.ts', '**/pwa-update.spec.ts', '**/classes.spec.ts', '**/operator-matching.spec.ts'];
// A run of chosen files or titles (`npx playwright test tests/e2e/<file>`, `-g`) runs just those, in
// their projects, without waiting for the whole of the first project; on one worker when one of
// them is an ALONE spec, which then still meets no other test.
const args = process.argv.slice(2);
const chosen = args.some((arg) => /\.spec\.ts\b|^(-g|--grep)\b/.test(arg));
const aloneChosen = args.some((arg) => ALONE.some((pattern) => arg.endsWith(pattern.replace('**/', ''))));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? (aloneChosen ? 1 : 2)),
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with the server and the browser: a test's budget doubles with them.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // page.route cannot see requests a service worker answers: the PWA specs opt back in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        ...(features.length ? [`--disable-features=${features.join(',')}`] : []),
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ALONE, use: { ...devices['Desktop Chrome'] } },
    { name: 'alone', testMatch: ALONE, dependencies: chosen ? [] : ['chromium'], workers: 1, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
