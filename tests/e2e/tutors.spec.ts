import { expect, type Page, test } from '@playwright/test';
import { axe } from './support/axe';
import { untilHydrated } from './support/hydration';

const LIST = '/en-US/tutor-list/elementary-math/tehran';

interface Product {
  name: string;
  position: number;
  price: unknown;
  brand: unknown;
}
interface EcommerceEvent {
  ecommerce: { currencyCode: string; impressions: Product[]; click: { products: Product[] }; detail: { products: Product[] } };
}

async function events(page: Page, name: string) {
  return page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name) as unknown as Promise<EcommerceEvent[]>;
}

const cardIds = (page: Page) => page.getByTestId('tutor-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-tutor-id')));
const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe('finding tutors', () => {
  test('search from home lands on the course and city list, 8 cards, page 2 works', async ({ page }) => {
    await page.goto('/en-US');
    await untilHydrated(page);
    const course = page.getByRole('combobox', { name: 'What do you want to learn?' });
    await course.fill('elementary school m');
    await page.getByRole('option', { name: 'Elementary school math' }).click();
    await page.getByLabel('City or online').selectOption('tehran');
    await page.getByRole('button', { name: 'Find tutors' }).click();
    await expect(page).toHaveURL(/\/en-US\/tutor-list\/elementary-math\/tehran$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elementary school math tutors in Tehran');
    await expect(page.getByTestId('tutor-card')).toHaveCount(8);
    const first = await cardIds(page);
    await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
    await page.getByRole('link', { name: 'Page 2' }).first().click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect.poll(() => cardIds(page)).not.toEqual(first);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(page.getByTestId('tutor-card')).toHaveCount(8);
  });

  test('filters and sort change the results and the URL without a reload; back restores them', async ({ page }) => {
    await page.goto(LIST);
    await untilHydrated(page);
    await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
    const before = await cardIds(page);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect.poll(() => cardIds(page)).not.toEqual(before);
    const prices = (await page.getByTestId('tutor-price').allTextContents()).map(euros);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const sorted = await cardIds(page);

    await page.getByLabel('Rating').selectOption('4.5');
    await expect(page).toHaveURL(/sort=price_asc&stars=4\.5/);
    await expect.poll(() => page.getByTestId('tutor-total').textContent()).not.toBe(null);
    await expect.poll(() => cardIds(page)).not.toEqual(sorted);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc$/);
    await expect.poll(() => cardIds(page)).toEqual(sorted);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByLabel('Rating')).toHaveValue('');
  });

  test('a profile opens from a card; dataLayer gets impressions, the click and the detail', async ({ page }) => {
    await page.goto(LIST);
    await expect.poll(async () => (await events(page, 'productImpression')).length).toBe(1);
    const [impression] = await events(page, 'productImpression');
    const items = impression!.ecommerce.impressions;
    expect(impression!.ecommerce.currencyCode).toBe('EUR');
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const firstCard = page.getByTestId('tutor-card').first();
    const name = (await firstCard.getByRole('heading').textContent())!;
    expect(items[0]).toMatchObject({ name, id: Number(await firstCard.getAttribute('data-tutor-id')), list: 'tutor-list' });
    expect(items[0].price).toBe(euros((await firstCard.getByTestId('tutor-price').textContent())!));
    expect(typeof items[0].brand).toBe('number');

    await firstCard.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\/en-US\/tutor\/[a-z0-9-]+$/);
    const [click] = await events(page, 'productClick');
    expect(click!.ecommerce.click.products[0]).toMatchObject({ name, position: 1, list: 'tutor-list' });
    await expect.poll(async () => (await events(page, 'productDetail')).length).toBe(1);
    expect((await events(page, 'productDetail'))[0]!.ecommerce.detail.products[0].name).toBe(name);
    await expect(page.getByTestId('profile-courses').getByRole('link').first()).toBeVisible();
  });

  test('page 2 reports impressions from position 9; pressing "request a class" only starts a request (a visitor signs in first), so no request event', async ({
    page,
  }) => {
    await page.goto(`${LIST}?page=2`);
    await expect.poll(async () => (await events(page, 'productImpression')).length).toBe(1);
    expect((await events(page, 'productImpression'))[0]!.ecommerce.impressions[0].position).toBe(9);
    await page
      .getByTestId('tutor-card')
      .first()
      .getByRole('button', { name: /Request a class/ })
      .click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect_url=%2Ftutor-request%2Fnew%3Ftutor%3D/);
    // Spec §7 (issue 21): teacherListTeacherRequestSubmit fires when the request is submitted.
    expect(await events(page, 'teacherListTeacherRequestSubmit')).toEqual([]);
  });

  test('three tutors compared side by side on a shareable page', async ({ page }) => {
    await page.goto(LIST);
    const cards = page.getByTestId('tutor-card');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await cards
        .nth(i)
        .getByRole('button', { name: /Compare/ })
        .click();
      await expect(cards.nth(i).getByRole('button', { name: /Compare/ })).toHaveAttribute('aria-pressed', 'true');
      ids.push((await cards.nth(i).getAttribute('data-tutor-id'))!);
    }
    await expect(page.getByText('3 tutors selected')).toBeVisible();
    await page.getByRole('link', { name: 'Compare now' }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor-compare\\?ids=${ids.join(',')}$`));
    await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByTestId('compare-price')).toHaveCount(3);
  });

  test('the price page shows min, median, max and its chart', async ({ page }) => {
    await page.goto('/tutor-price/elementary-math');
    const chart = page.getByTestId('price-chart');
    await expect(chart).toBeVisible();
    expect(await chart.locator('rect').count()).toBe(10);
    await expect(page.getByTestId('price-numbers').locator('dd')).toHaveCount(3);
  });
});

test('on the English profile, a Persian bio and reviews read right to left', async ({ page }) => {
  await page.goto('/en-US/tutor/ehsan-kashani-7');
  const bio = page.getByRole('region', { name: /About/ }).locator('p');
  await expect(bio).toHaveText(/[\u0600-\u06FF]/);
  expect(await bio.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const review = page.getByRole('region', { name: 'Reviews' }).locator('li p').last();
  await expect(review).toHaveText(/[\u0600-\u06FF]/);
  expect(await review.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test.describe('tutor URLs', () => {
  test('an old username answers 301 to the new profile', async ({ request }) => {
    const response = await request.get('/tutor/teacher-7', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/tutor\/ehsan-kashani-7$/);
  });

  test('slugs in another order, or from the search form without JavaScript, redirect to the canonical list', async ({ request }) => {
    const reordered = await request.get('/en-US/tutor-list/tehran/elementary-math?sort=stars', { maxRedirects: 0 });
    expect(reordered.status()).toBe(308);
    expect(reordered.headers()['location']).toMatch(/\/en-US\/tutor-list\/elementary-math\/tehran\?sort=stars$/);
    const form = await request.get('/en-US/tutor-list?course=ielts&place=online', { maxRedirects: 0 });
    expect(form.headers()['location']).toMatch(/\/en-US\/tutor-list\/ielts\/online$/);
  });

  for (const path of [
    '/tutor-list/no-such-course',
    '/tutor-list/a/b/c/d/e/f',
    '/tutor/no-such-tutor',
    '/best-tutor-list/tehran/tehran',
    '/tutor-price/Tehran',
  ]) {
    test(`${path} answers 404`, async ({ request }) => {
      expect((await request.get(path, { headers: { 'Accept-Language': 'fa' } })).status()).toBe(404);
    });
  }

  test('list and profile HTML without JavaScript hold names, prices and JSON-LD', async ({ request }) => {
    const api = await (await request.get('/api/www/v2/tutor/list/fetch?per_page=8', { headers: { 'X-Locale': 'fa' } })).json();
    const html = await (await request.get('/tutor-list', { headers: { 'Accept-Language': 'fa' } })).text();
    for (const tutor of api.data.tutors) expect(html).toContain(tutor.full_name);
    expect(html).toContain('€');
    expect(html).toMatch(/"@type":"BreadcrumbList"/);
    const profile = await (await request.get(`/tutor/${api.data.tutors[0].username}`, { headers: { 'Accept-Language': 'fa' } })).text();
    expect(profile).toContain(api.data.tutors[0].full_name);
    expect(profile).toMatch(/"@type":"AggregateRating"/);
    expect(profile).toMatch(/"@type":"Offer","price":"[\d.]+","priceCurrency":"EUR"/);
    expect(profile).toMatch(/<link rel="canonical" href="[^"]*\/tutor\//);
    expect(profile).toMatch(/hrefLang="en-US"/i);
  });
});

test.describe('tutor pages are accessible', () => {
  for (const path of [LIST, '/tutor-list/high-school-math', '/best-tutor-list', '/tutor-price/english', '/tutor/ehsan-kashani-7', '/tutor-compare?ids=1,2,3']) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await axe(page).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
