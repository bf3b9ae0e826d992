'use client';

import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts load on demand: the first toast mounts the container (components/providers/toast-host.tsx)
 * and loads react-toastify; a toast asked for before the container is up waits in react-toastify's
 * queue. Every toast goes through here, so all of them share one react-toastify module.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();

export const toastsWanted = () => wanted;
export const toastsWantedOnServer = () => false;

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(kind: ToastKind, message: string, options?: ToastOptions): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return import('react-toastify/unstyled').then(({ toast }) => {
    toast[kind](message, options);
  });
}
