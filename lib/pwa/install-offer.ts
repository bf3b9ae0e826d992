/**
 * Chromium's install offer (beforeinstallprompt) can fire before React hydrates, so it is caught
 * as soon as this module loads and kept until the install button asks for it.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: string; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setInstallOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  notify();
}

export const getInstallOffer = () => offer;
export const getServerInstallOffer = () => null;

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no browser mini-infobar: our button asks instead
    setInstallOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setInstallOffer(null));
}
