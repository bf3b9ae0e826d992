// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { ToastHost } from './toast-host';

// Offline: the container's chunk cannot load (what the browser says then).
vi.mock('./toast-container', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/toast.js');
});
vi.mock('react-toastify/unstyled', () => ({ toast: { error: vi.fn() } }));

describe('the toast host when its code cannot load', () => {
  it('leaves the toasts out and the page in place', async () => {
    render(
      <main>
        <ToastHost rtl />
        <p>the page</p>
      </main>,
    );
    await act(async () => {
      await showToast('error', 'You are offline');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
