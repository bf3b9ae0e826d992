import { expect, type Page, test } from '@playwright/test';

type TestWindow = Window & { __cspViolations: string[]; __injected?: unknown };

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as TestWindow).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as TestWindow).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as TestWindow).__cspViolations as string[])), ...console];
}

async function firstTutorPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/www/v2/tutor/list/fetch?per_page=1');
  const body = await answer.json();
  return `/tutor/${body.data.tutors[0].username}`;
}

test.describe('security headers', () => {
  test('pages rendered per request carry a nonce-based CSP and the other security headers; the nonce changes per response', async ({ request }) => {
    // The sign-in page is never cached (public pages come from the page cache: the next test).
    const first = await request.get('/en-US/auth/login');
    const second = await request.get('/en-US/auth/login');
    const csp = first.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain("'unsafe-inline' 'strict-dynamic'");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers()['content-security-policy']).not.toBe(csp);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    const executable = scripts.filter((tag) => !/type="application\/ld\+json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    for (const response of [first, await request.get('/api/health'), await request.get('/manifest.webmanifest')]) {
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      // Plain http here: HSTS only travels over https (issue 16; tests/cluster/hardening.test.ts).
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('a page from the page cache carries a policy of hashes, runs, and an injected inline script is blocked', async ({ page, request }) => {
    // The first visit renders the page as before and fills the cache for the next ones.
    await expect.poll(async () => (await request.get('/en-US/faq')).headers()['x-page-cache'], { timeout: 15_000 }).toBe('hit');
    const cached = await request.get('/en-US/faq');
    const csp = cached.headers()['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(await cached.text()).not.toContain('nonce=');

    // The cached page as a browser gets it, with one script an attacker slipped into the HTML.
    await page.route('**/en-US/faq', async (route) => {
      const response = await route.fetch();
      expect(response.headers()['x-page-cache']).toBe('hit');
      const body = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body });
    });
    const violations = await watchViolations(page);
    await page.goto('/en-US/faq');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as TestWindow).__injected)).toBeUndefined();
    const found = await violations();
    expect(found.length).toBeGreaterThan(0);
    for (const violation of found) expect(violation).toMatch(/^script-src(-elem)? inline$|inline script/i);
    // Everything else on the page ran: React took over the page (its controls carry React's props).
    expect(await page.evaluate(() => [...document.querySelectorAll('button, a')].some((el) => Object.keys(el).some((key) => key.startsWith('__react'))))).toBe(
      true,
    );
  });

  test('the API names each request in X-Request-Id, keeping a well-formed id from the proxy', async ({ request }) => {
    const own = await request.get('/api/health');
    expect(own.headers()['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,128}$/);
    const fromProxy = await request.get('/api/health', { headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
    expect(fromProxy.headers()['x-request-id']).toBe('nginx-0123456789abcdef');
    const odd = await request.get('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(odd.headers()['x-request-id']).not.toContain('<');
  });

  for (const locale of ['fa', 'en-US'] as const) {
    test(`home, a list, a profile and login run with no CSP violation (${locale})`, async ({ page }) => {
      const prefix = locale === 'fa' ? '' : '/en-US';
      const violations = await watchViolations(page);
      const profile = await firstTutorPath(page);
      for (const path of ['/', '/tutor-list/high-school-math/tehran', profile, '/auth/login']) {
        await page.goto(`${prefix}${path}`);
        await page.waitForLoadState('networkidle');
        // Interact a little, so lazily loaded chunks and client islands run too.
        await page.mouse.wheel(0, 2000);
        await page.waitForTimeout(300);
        expect(await violations(), `${locale} ${path}`).toEqual([]);
      }
      await expect(page.getByRole('combobox').first()).toBeVisible();
    });
  }
});
