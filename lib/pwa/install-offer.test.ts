// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { getInstallOffer, subscribeInstallOffer } from './install-offer';

it('keeps the browser’s install offer from the moment it fires, until the app is installed', () => {
  const listener = vi.fn();
  subscribeInstallOffer(listener);
  const event = new Event('beforeinstallprompt', { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(getInstallOffer()).toBe(event);
  window.dispatchEvent(new Event('appinstalled'));
  expect(getInstallOffer()).toBeNull();
  expect(listener).toHaveBeenCalledTimes(2);
});
