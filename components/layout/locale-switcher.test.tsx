// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { renderWithIntl } from '@/tests/render';
import { LocaleSwitcher } from './locale-switcher';

vi.mock('@/lib/i18n/router', () => ({ usePathname: () => '/tutor-list' }));

const assign = vi.fn();
const original = window.location;

beforeEach(() => {
  assign.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, search: '', assign } });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: original });
  vi.unstubAllGlobals();
  Cookies.remove(LOCALE_COOKIE.name, { path: '/' });
});

describe('the language switcher', () => {
  it('loads the Persian page only once the browser has stored the new cookie', async () => {
    let stored: () => void = () => {};
    const set = vi.fn(() => new Promise<void>((resolve) => (stored = resolve)));
    vi.stubGlobal('cookieStore', { set });
    renderWithIntl(<LocaleSwitcher />, 'en-US');
    const persian = screen.getByRole('button', { name: 'فارسی' });
    await waitFor(() => expect(persian).toBeEnabled());
    fireEvent.click(persian);
    await waitFor(() => expect(set).toHaveBeenCalledWith(expect.objectContaining({ name: LOCALE_COOKIE.name, value: 'fa', path: '/', sameSite: 'lax' })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).not.toHaveBeenCalled();
    stored();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tutor-list'));
  });

  it('writes the cookie itself where the browser has no cookie store, then loads the English page', async () => {
    vi.stubGlobal('cookieStore', undefined);
    renderWithIntl(<LocaleSwitcher />, 'fa');
    const english = screen.getByRole('button', { name: 'English' });
    await waitFor(() => expect(english).toBeEnabled());
    fireEvent.click(english);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en-US/tutor-list'));
    expect(Cookies.get(LOCALE_COOKIE.name)).toBe('en-US');
  });
});
