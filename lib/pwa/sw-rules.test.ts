import { describe, expect, it, vi } from 'vitest';
import { clearPageCache, isApiPath, isPrivatePage, OFFLINE_PAGES, offlinePageFor, PAGES_CACHE } from './sw-rules';

describe('service worker rules', () => {
  it('sends every /api path to the network only', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/auth/v1/me')).toBe(true);
    // A conversation's live stream (Server-Sent Events) is never cached or replayed.
    expect(isApiPath('/api/www/v1/conversations/12/stream')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
  });

  it('never caches pages that can show a signed-in person’s data, in any locale', () => {
    for (const path of [
      '/auth/login',
      '/profile/dashboard/wallet',
      '/dashboard',
      '/tutor-request/form',
      '/en-US/tutor-suggestion',
      '/en-US/start-teaching/ticket/3',
    ]) {
      expect(isPrivatePage(path), path).toBe(true);
    }
    for (const path of ['/', '/en-US', '/tutor-list/math', '/tutor/ali', '/en-US/faq', '/authors']) {
      expect(isPrivatePage(path), path).toBe(false);
    }
  });

  it('answers with the offline page in the language of the requested page', () => {
    expect(offlinePageFor('/tutor-list')).toBe('/offline');
    expect(offlinePageFor('/')).toBe('/offline');
    expect(offlinePageFor('/en-US')).toBe('/en-US/offline');
    expect(offlinePageFor('/en-US/tutor/ali')).toBe('/en-US/offline');
    expect(OFFLINE_PAGES).toEqual(['/offline', '/en-US/offline']);
  });

  it('clears the kept pages (for logout)', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await clearPageCache();
    expect(remove).toHaveBeenCalledWith(PAGES_CACHE);
    vi.unstubAllGlobals();
  });
});
