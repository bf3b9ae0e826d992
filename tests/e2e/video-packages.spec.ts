import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import fa from '../../messages/video-packages/fa.json';
import faPayments from '../../messages/payments/fa.json';
import { formatPrice } from '../../lib/format';
import { codeFromOutbox, demoContext, newMobile, post } from './support/auth';

/**
 * Tutor video packages (issue 33), in Persian at phone width: a package found from the search box,
 * its free preview watched, bought on the sandbox gateway, a paid video played and sought, and the
 * same second found again after leaving; the same video refused to someone who did not buy it and
 * at an expired address.
 */
test.use({ viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

const t = fa.VideoPackages;
const PRICE = 1_900;
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);

async function signInFresh(request: APIRequestContext, name: string) {
  await post(request, '/test/reset-rate-limits', {});
  const { e164 } = newMobile();
  await post(request, '/auth/v1/mobile-verification-send-code', { mobile: e164 });
  const code = await codeFromOutbox(request, e164);
  const login = await post(request, '/auth/v1/login-by-mobile-verification', { mobile: e164, mobile_verification_code: code });
  expect(login.status()).toBe(200);
  await post(request, '/auth/v1/register-fullname', { fullname: name });
}

/** Plays the page's video (muted, as a phone allows) until it has played past `second`. */
async function playPast(page: Page, second: number) {
  const video = page.getByTestId('package-player');
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(second);
}

test('find a package, watch its preview, buy it, play and seek a paid video, and come back to the same second', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInFresh(page.request, 'خریدار بسته');

  // The search box finds the demo package.
  await page.goto('/tutor-package');
  await expect(page.getByRole('heading', { name: t.search_title, level: 1 })).toBeVisible();
  await page.getByTestId('package-search-input').fill('مرور سریع');
  await page.getByRole('button', { name: t.search_button }).click();
  const card = page.getByTestId('package-card').filter({ hasText: 'مرور سریع درس' });
  await expect(card).toHaveCount(1);
  // The free preview plays for anyone, streamed in ranges: the player asks for its first range as
  // soon as the page shows it (preload="metadata"), and a clip this short can arrive whole in it.
  const ranged = page.waitForResponse((response) => response.url().includes('/video-packages/stream/') && response.status() === 206);
  await card.click();
  await expect(page).toHaveURL(/\/tutor-package\/\d+$/);
  const packageId = Number(/\/tutor-package\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('package-price')).toContainText(formatPrice(PRICE, 'fa'));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Course', offers: { '@type': 'Offer', priceCurrency: 'EUR', price: '19.00' } });

  await playPast(page, 1);
  await ranged;

  // Buying: the invoice, the sandbox gateway, then the package in the dashboard.
  await page.getByTestId('buy-package').click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/my-classes\/bill\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: fill(faPayments.Bill.pay_card, { amount: formatPrice(PRICE, 'fa') }) }).click();
  await expect(page.getByRole('heading', { name: faPayments.SandboxGateway.title })).toBeVisible();
  await page.getByRole('button', { name: faPayments.SandboxGateway.pay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/dashboard/tutor-package/${packageId}\\?purchased=1$`));
  await expect(page.getByTestId('package-purchased')).toBeVisible();
  // Pushed by the page's script once it runs, which can be after the server's HTML shows.
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event))).toContain('TeacherVideoPackagePurchased');

  // A paid video: play it, seek to 6 s, leave, come back at the same second.
  await page.getByTestId('package-session').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/tutor-package/${packageId}/session/\\d+$`));
  const sessionUrl = page.url();
  await playPast(page, 0.5);
  const saved = page.waitForResponse((response) => response.url().includes('/progress') && response.request().method() === 'PUT' && response.ok());
  await page.getByTestId('package-player').evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 6;
  });
  await saved;
  await expect
    .poll(async () => (await page.request.get(`/api/www/v1/video-packages/mine/${packageId}`).then((r) => r.json())).data.sessions[1].position_seconds)
    .toBe(6);
  const src = await page.getByTestId('package-player').getAttribute('src');

  await page.goto('/profile/dashboard/tutor-package');
  await expect(page.getByRole('heading', { name: t.my_title, level: 1 })).toBeVisible();
  await page.goto(sessionUrl);
  await expect(page.getByText(fill(t.resume_at, { time: '۰:۰۶' }))).toBeVisible();
  const video = page.getByTestId('package-player');
  await expect(video).toHaveAttribute('data-resume', '6');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)), { timeout: 15_000 }).toBe(6);

  // Someone who did not buy it gets nothing from the same address, nor from their own request for one.
  const stranger = await browser.newContext();
  await signInFresh(stranger.request, 'رهگذر');
  expect((await stranger.request.get(src!)).status()).toBe(403);
  const sessionId = Number(/\/session\/(\d+)$/.exec(sessionUrl)![1]);
  expect((await stranger.request.get(`/api/www/v1/video-packages/sessions/${sessionId}/stream-url`)).status()).toBe(404);
  await stranger.close();

  // An expired address of the buyer's own is refused too.
  const expired = (await (await page.request.get(`/api/test/video-packages/expired-url/${sessionId}`)).json()).data.url as string;
  const refused = await page.request.get(expired);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('منقضی');
});

test('a tutor publishes a package from the dashboard: a video through tus with a poster frame, the free preview, on sale', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await demoContext(browser, 'tutor-4', { viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  const title = `بستهٔ آزمایشی ${Date.now()}`;
  await page.goto('/dashboard/video-packages');
  await expect(page.getByRole('heading', { name: t.teacher_title, level: 1 })).toBeVisible();
  await page.getByText(t.new_package).click();
  const create = page.getByTestId('package-new-form');
  await create.getByLabel(t.field_title).fill(title);
  await create.getByLabel(t.field_description).fill('دو ویدئوی کوتاه برای آزمایش انتشار بسته.');
  await create.getByLabel(t.field_price).fill('12.5');
  await create.getByRole('button', { name: t.save }).click();

  const item = page.getByTestId('tutor-packages-editor').locator('li').filter({ hasText: title }).first();
  await expect(item).toContainText(t.draft);
  await item.getByLabel(t.video_title).fill('معرفی دوره');
  await item.getByLabel(t.video_file).setInputFiles('server/video-packages/demo-clips/clip-2.mp4');
  await expect(item.getByText(t.poster_made)).toBeVisible({ timeout: 30_000 });
  await item.getByLabel(t.is_preview).check();
  await item.getByRole('button', { name: t.add, exact: true }).click();
  await expect(item.locator('ol li')).toHaveCount(1);
  await expect(item.locator('ol li')).toContainText(t.preview);
  await expect(item.locator('ol li img')).toHaveCount(1);

  await item.getByText(t.edit_package).click();
  await item.getByLabel(t.field_published).check();
  await item.getByRole('button', { name: t.save }).click();
  await expect(item).toContainText(t.on_sale);
  await item.getByRole('link', { name: t.view_page }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('package-price')).toContainText(formatPrice(1_250, 'fa'));
  await playPast(page, 1);
  await context.close();
});
