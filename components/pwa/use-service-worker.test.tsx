// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { StoresProvider, useGlobalStore } from '@/stores/stores-provider';
import { useServiceWorker } from './use-service-worker';

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register() {
      return Promise.reject(new Error('SecurityError: registration refused'));
    }
  },
}));

function Probe() {
  useServiceWorker();
  const failed = useGlobalStore((s) => s.swRegistrationError);
  return <p>{failed ? 'registration-error' : 'no-error'}</p>;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('a failed registration sets the global flag and is logged, not thrown', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <StoresProvider>
      <Probe />
    </StoresProvider>,
  );
  expect(screen.getByText('no-error')).toBeInTheDocument();
  expect(await screen.findByText('registration-error')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('service worker registration failed', expect.any(Error));
});
