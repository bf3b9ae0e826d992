// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/render';
import { ErrorPage } from './error-page';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePathname: () => '/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useParams: () => ({}),
}));

describe('ErrorPage', () => {
  it('404: code, headline, message and a button home', () => {
    renderWithIntl(<ErrorPage status={404} message="Page not found: /x" />, 'en-US');
    expect(screen.getByTestId('error-code')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't find the page");
    expect(screen.getByText('Page not found: /x')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en-US');
  });

  it("401: two lines and a login button, in the page's language, that returns to the page", () => {
    renderWithIntl(<ErrorPage status={401} returnTo="/profile/dashboard" />, 'en-US');
    expect(screen.getByText('You need to log in to see this page.')).toBeInTheDocument();
    expect(screen.getByText(/No account yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute('href', '/en-US/auth/login?redirect_url=%2Fprofile%2Fdashboard');
  });

  it('503 never shows a message', () => {
    renderWithIntl(<ErrorPage status={503} message="internal detail" />, 'en-US');
    expect(screen.getByTestId('error-code')).toHaveTextContent('503');
    expect(screen.queryByText('internal detail')).not.toBeInTheDocument();
  });

  it('other statuses show the code and the unknown warning when there is no message', () => {
    renderWithIntl(<ErrorPage status={418} />, 'en-US');
    expect(screen.getByTestId('error-code')).toHaveTextContent('Error 418');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An unknown error occurred.');
  });

  it('speaks Persian with Persian digits in fa, logo 103×36 and illustration 500×311', () => {
    const { container } = renderWithIntl(<ErrorPage status={500} />, 'fa');
    expect(screen.getByTestId('error-code')).toHaveTextContent('۵۰۰');
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
    const logo = container.querySelector('a[href="/"] svg');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['103', '36']);
    const illustration = container.querySelector('img');
    expect([illustration?.getAttribute('width'), illustration?.getAttribute('height')]).toEqual(['500', '311']);
    // Lazy, so the not-found fallback every page carries does not preload it on all of them.
    expect(illustration).toHaveAttribute('loading', 'lazy');
  });

  it('hides the failing request outside development', () => {
    renderWithIntl(<ErrorPage status={500} request={{ baseURL: '/api', path: '/x' }} />, 'en-US');
    expect(screen.queryByText('/api/x')).not.toBeInTheDocument();
  });

  it('in development shows the failing request with a copy-URL button', () => {
    vi.stubEnv('NODE_ENV', 'development');
    try {
      renderWithIntl(<ErrorPage status={503} request={{ baseURL: '/api', path: '/www/v1/home/top-teachers' }} />, 'en-US');
      expect(screen.getByText('/api/www/v1/home/top-teachers')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
