import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

/** Chromium's install offer, as the browser would fire it, answering with `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const recorded = (page: Page) =>
  page.evaluate(() => ({
    stored: JSON.parse(localStorage.getItem('pwa-install-choice') ?? 'null')?.outcome,
    dataLayer: (window as unknown as { dataLayer?: object[] }).dataLayer ?? [],
    prompted: (window as unknown as { prompted?: number }).prompted ?? 0,
  }));

test('the install button appears on beforeinstallprompt and records acceptance', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });
  const page = await context.newPage();
  await page.goto('/en-US');
  const button = page.getByRole('button', { name: 'Install the app' });
  await expect(button).toBeHidden();
  await expect(async () => {
    await offerInstall(page, 'accepted'); // until hydration has attached the listener
    await expect(button).toBeVisible({ timeout: 500 });
  }).toPass();

  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/Install Tutorly/);
  await expect(button).toHaveAttribute('aria-describedby', (await page.getByRole('tooltip').getAttribute('id')) ?? '');
  await button.click();
  await expect(button).toBeHidden();
  const result = await recorded(page);
  expect(result.stored).toBe('accepted');
  expect(result.prompted).toBe(1);
  expect(result.dataLayer).toContainEqual({ event: 'pwa_install_prompt', outcome: 'accepted' });
  await context.close();
});

test('a dismissed install prompt is recorded as cancelled (fa)', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  await page.goto('/');
  const button = page.getByRole('button', { name: 'نصب برنامه' });
  await expect(async () => {
    await offerInstall(page, 'dismissed');
    await expect(button).toBeVisible({ timeout: 500 });
  }).toPass();
  await button.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await button.click();
  await expect(button).toBeHidden();
  expect((await recorded(page)).stored).toBe('cancelled');
  await context.close();
});

// Lighthouse counted the corner's box growing upward (CLS 0.022 on every page) when the note joined the button.
for (const { locale, path, install } of [
  { locale: 'en-US', path: '/en-US', install: 'Install the app' },
  { locale: 'fa', path: '/', install: 'نصب برنامه' },
]) {
  test(`the offline note joins the install button in the bottom-left corner and moves nothing (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ locale, extraHTTPHeaders: { 'Accept-Language': locale }, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    // Shifts of what sits in the corner (a slow load's font swap elsewhere on the page is not this test's).
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const inCorner = entry.sources?.some((source) => {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            return Boolean(element?.closest('[data-pwa-corner]'));
          });
          if (!entry.hadRecentInput && inCorner) w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    const button = page.getByRole('button', { name: install });
    await expect(async () => {
      await offerInstall(page, 'accepted');
      await expect(button).toBeVisible({ timeout: 500 });
    }).toPass();
    const note = page.getByTestId('offline-ready');
    await expect(note).toBeVisible({ timeout: 30_000 });
    // Both sit 1rem from the screen's left and bottom edges, whole, the note above the button.
    const [buttonBox, noteBox] = [await button.boundingBox(), await note.boundingBox()];
    expect(buttonBox?.x).toBeCloseTo(16, 0);
    expect(noteBox?.x).toBeCloseTo(16, 0);
    expect(740 - ((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0))).toBeCloseTo(16, 0);
    expect((noteBox?.x ?? 0) + (noteBox?.width ?? 0)).toBeLessThanOrEqual(360 - 16);
    expect((noteBox?.y ?? 0) + (noteBox?.height ?? 0)).toBeLessThan(buttonBox?.y ?? 0);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await context.close();
  });
}

// Lighthouse 12+ has no PWA category; Chromium's own installability check is what it used to run.
test('Chromium finds the app installable (manifest, icons, service worker)', async ({ baseURL }, testInfo) => {
  // A persistent profile: Chromium never offers installation in incognito-like contexts.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    locale: 'fa-IR',
    extraHTTPHeaders: { 'Accept-Language': 'fa' },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}');
    expect(parsed).toMatchObject({ lang: 'fa', dir: 'rtl', start_url: '/', scope: '/', display: 'standalone', theme_color: '#1d5fd1' });
    expect(parsed.name).toMatch(/[\u0600-\u06FF]/);
    const sizes = parsed.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
