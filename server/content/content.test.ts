import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { landingPath } from './landing-pages';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

describe('content pages', () => {
  it('serves a page in the caller language with its sections, cached publicly', async () => {
    const fa = await callApi('/www/v1/content/pages/about-us', { locale: 'fa' });
    expect(fa.status).toBe(200);
    expect(fa.body.data).toMatchObject({ slug: 'about-us', title: 'درباره‌ی ما' });
    expect(fa.body.data.sections[0]).toEqual({ heading: 'داستان ما', body: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(fa.headers.get('cache-control')).toContain('public');
    const en = await callApi('/www/v1/content/pages/about-us', { locale: 'en-US' });
    expect(en.body.data.title).toBe('About us');
  });

  it.each([
    ['unknown', 'no-such-page', 404],
    ['malformed', 'ABOUT_US!', 422],
    ['huge', 'a'.repeat(500), 422],
  ])('answers a %s slug with %i', async (_, slug, status) => {
    const { status: got, body } = await callApi(`/www/v1/content/pages/${encodeURIComponent(slug)}`, { locale: 'en-US' });
    expect(got).toBe(status);
    expect(body.status).toBe('ERROR');
  });
});

describe('faq, testimonials, links and settings', () => {
  it('lists the FAQ in order', async () => {
    const { body } = await callApi('/www/v1/content/faq', { locale: 'en-US' });
    expect(body.data.faq[0]).toMatchObject({ question: 'What does this website offer?' });
    expect(body.data.faq).toHaveLength(10);
  });

  it('splits text and video testimonials and translates them for English callers', async () => {
    const fa = (await callApi('/www/v1/content/testimonials', { locale: 'fa' })).body.data;
    expect(fa.testimonials).toHaveLength(8);
    expect(fa.video_testimonials).toHaveLength(4);
    expect(fa.testimonials[0].author_name).toBe('نرگس رحیمی');
    expect(fa.video_testimonials[0].video_url).toMatch(/\.mp4$/);
    const en = (await callApi('/www/v1/content/testimonials', { locale: 'en-US' })).body.data;
    expect(en.testimonials[0].author_name).toBe('Narges Rahimi');
  });

  it('builds internal links to tutor-list landing pages', async () => {
    const { body } = await callApi('/www/v1/content/internal-links', { locale: 'en-US' });
    expect(body.data.internal_links[0]).toEqual({ id: 1, course: expect.any(String), city: 'Tehran', path: '/tutor-list/high-school-math/tehran' });
    expect(body.data.internal_links[1]).toMatchObject({ city: null, path: '/tutor-list/english' });
  });

  it('exposes the app code and number from settings', async () => {
    const { body } = await callApi('/www/v1/content/settings');
    expect(body.data).toEqual({ app_code: 'TUTORLY', app_number: '+98 21 9100 2030', support_email: 'support@tutorly.ir' });
  });
});

describe('landingPath', () => {
  it('joins the slugs it is given and skips missing ones', () => {
    expect(landingPath('tutor-list', { slug: 'math' }, null, { slug: 'tehran' })).toBe('/tutor-list/math/tehran');
    expect(landingPath('tutor-price', { slug: 'piano' })).toBe('/tutor-price/piano');
  });
});
