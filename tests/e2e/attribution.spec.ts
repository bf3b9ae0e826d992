import { expect, test } from '@playwright/test';

const decode = (value: string) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));

test('first-touch source and referrer cookies: 90 days, UTM and timestamp; later touches keep them', async ({ page, context }) => {
  const before = Date.now();
  await page.goto('/en-US?utm_source=newsletter&utm_medium=email&utm_campaign=autumn', { referer: 'https://t.me/tutors?ref=abc' });
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  const source = cookies.attribution_source;
  const referrer = cookies.attribution_referrer;
  expect(source?.httpOnly).toBe(true);
  expect(source?.sameSite).toBe('Lax');
  const lifetime = (source?.expires ?? 0) - before / 1000;
  expect(lifetime).toBeGreaterThan(7_776_000 - 60);
  expect(lifetime).toBeLessThan(7_776_000 + 60);
  expect(decode(source?.value ?? '')).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn', landing_path: '/en-US' });
  expect(decode(source?.value ?? '').timestamp).toBeGreaterThanOrEqual(before);
  expect(decode(referrer?.value ?? '')).toMatchObject({ url: 'https://t.me/tutors', host: 't.me' });

  await page.goto('/en-US?utm_source=later', { referer: 'https://www.google.com/' });
  const after = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(after.attribution_source).toBe(source?.value);
  expect(after.attribution_referrer).toBe(referrer?.value);
});

test('returns from the payment gateway and our own pages are not referrals', async ({ page, context, baseURL }) => {
  await page.goto('/en-US?utm_source=gateway', { referer: 'https://sandbox.payment-gateway.example/pay/123' });
  await page.goto('/en-US', { referer: `${baseURL}/en-US/tutor-list` });
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('attribution_source');
  expect(names).not.toContain('attribution_referrer');
});
