import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

/**
 * Issue 36: the content forms work before (or without) their scripts: they post, the visitor comes
 * back to the page with the receipt or the refusal, the request is saved, and nothing the person
 * typed appears in any address the browser visited (history, logs, referrers).
 */
test.use({ javaScriptEnabled: false, locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

async function latest(request: APIRequestContext, kind: 'contact' | 'abroad', fullName: string) {
  const response = await request.get(`/api/test/latest-form-submission?kind=${kind}&full_name=${encodeURIComponent(fullName)}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** Every address the page asked for: documents, redirects, posts and anything else. */
function visitedAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

function expectNoneOf(addresses: string[], typed: string[]) {
  const forms = typed.flatMap((value) => [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)]);
  for (const address of addresses) for (const value of forms) expect(address, `${value} in an address`).not.toContain(value);
}

test('the contact form posts without JavaScript: saved, confirmed, and no personal data in any address', async ({ page, request }) => {
  const visited = visitedAddresses(page);
  const email = `nojs-${Date.now()}@example.com`;
  await page.goto('/en-US/contact-us');
  await page.getByLabel('Full name').fill('Nasrin Farahani');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number (optional)').fill('09121234567');
  await page.getByLabel('Your message').fill('A message sent before the scripts ran.');
  await page.getByRole('button', { name: 'Send' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message has been received.' });
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/en-US\/contact-us$/);
  const saved = await latest(request, 'contact', 'Nasrin Farahani');
  expect(saved).toMatchObject({ email, fullName: 'Nasrin Farahani', mobile: '09121234567', locale: 'en-US' });
  await expect(confirmation).toContainText(`Reference number: ${saved.id}`);
  expect(visited.some((address) => address.includes('/en-US/forms/contact'))).toBe(true);
  expectNoneOf(visited, ['Nasrin Farahani', email, '09121234567']);
});

test('a refused post comes back with the messages and what was typed, still out of every address', async ({ page }) => {
  const visited = visitedAddresses(page);
  await page.goto('/en-US/contact-us');
  await page.getByLabel('Full name').fill('Nasrin Farahani');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Your message').fill('short');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/en-US\/contact-us$/);
  await expect(page.getByTestId('field-email-error')).toBeVisible();
  await expect(page.getByTestId('field-message-error')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Nasrin Farahani');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expectNoneOf(visited, ['Nasrin Farahani', 'not-an-email']);
});

for (const [from, choose] of [
  ['/en-US/abroad', true],
  ['/en-US/abroad/canada', false],
] as const) {
  test(`the study-abroad form on ${from} posts without JavaScript and the request is saved`, async ({ page, request }) => {
    const visited = visitedAddresses(page);
    const name = `Kaveh Nojs ${Date.now()}`;
    const email = `abroad-${Date.now()}@example.com`;
    await page.goto(from);
    if (choose) await page.getByLabel('Destination').selectOption('canada');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Mobile number').fill('09351234567');
    await page.getByLabel('Email (optional)').fill(email);
    await page.getByLabel('Your latest degree').selectOption('MASTER');
    await page.getByLabel('What would you like to study?').fill('A master of electrical engineering in Toronto.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been saved.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${from}$`));
    expect(await latest(request, 'abroad', name)).toMatchObject({ fullName: name, mobile: '09351234567', email, degree: 'MASTER', locale: 'en-US' });
    expectNoneOf(visited, [name, email, '09351234567']);
  });
}
