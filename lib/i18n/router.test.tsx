// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const next = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() };
const page = { locale: 'fa' as string | undefined, pathname: '/' };
vi.mock('next/navigation', () => ({
  useRouter: () => next,
  useParams: () => (page.locale ? { locale: page.locale } : {}),
  usePathname: () => page.pathname,
}));

const { usePageLocale, usePathname, useRouter } = await import('./router');

beforeEach(() => vi.clearAllMocks());

describe('the router of public islands', () => {
  it('adds the page’s locale prefix as next-intl’s router did', () => {
    page.locale = 'en-US';
    const { result } = renderHook(() => useRouter());
    result.current.push('/tutor-list/math?page=2', { scroll: false });
    result.current.replace('/');
    expect(next.push).toHaveBeenCalledWith('/en-US/tutor-list/math?page=2', { scroll: false });
    expect(next.replace).toHaveBeenCalledWith('/en-US', undefined);
    page.locale = 'fa';
    renderHook(() => useRouter()).result.current.push('/faq');
    expect(next.push).toHaveBeenLastCalledWith('/faq', undefined);
  });

  it('keeps the other router methods', () => {
    renderHook(() => useRouter()).result.current.refresh();
    expect(next.refresh).toHaveBeenCalled();
  });

  it('reads the path without its prefix and the locale from the segment', () => {
    page.pathname = '/en-US/faq';
    page.locale = 'en-US';
    expect(renderHook(() => usePathname()).result.current).toBe('/faq');
    expect(renderHook(() => usePageLocale()).result.current).toBe('en-US');
    page.pathname = '/tutor/ali';
    page.locale = undefined;
    expect(renderHook(() => usePathname()).result.current).toBe('/tutor/ali');
    expect(renderHook(() => usePageLocale()).result.current).toBe('fa');
  });
});
