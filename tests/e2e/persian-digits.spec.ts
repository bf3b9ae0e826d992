import { expect, test } from '@playwright/test';
import { CONTENT_PATHS } from '@/lib/seo.server';

// Persian pages write numbers in Persian digits (star filters, page links and phone numbers once
// showed 0-9). Checked in the server's HTML: text and the labels assistive technology reads out.
const PAGES = [
  ...CONTENT_PATHS,
  '/tutor-list/elementary-math/tehran',
  '/best-tutor-list/elementary-math',
  '/tutor-price/elementary-math/tehran',
  '/tutor-compare?ids=1,2,3',
  '/auth/login',
];

function latinDigitsShown(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
  const texts = body.split(/<[^>]*>/).map((text) => text.trim());
  const labels = [...body.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]!);
  return [...texts, ...labels].filter((text) => /[0-9]/.test(text));
}

test('Persian pages show every number in Persian digits', async ({ request }) => {
  const tutors = await (await request.get('/api/www/v2/tutor/list/fetch?course_id=1&per_page=1')).json();
  for (const path of [...PAGES, `/tutor/${tutors.data.tutors[0].username}`]) {
    const response = await request.get(path, { headers: { 'Accept-Language': 'fa' } });
    expect(response.status(), path).toBe(200);
    expect(latinDigitsShown(await response.text()), path).toEqual([]);
  }
});
