'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { subscribeToastsWanted, toastsWanted, toastsWantedOnServer } from '@/lib/toast';

// react-toastify and its stylesheet load with the first toast (lib/toast.ts), not with the page.
const ToastContainer = dynamic(() => import('./toast-container'), { ssr: false });

/** Spec §9 toasts: 5000 ms, bottom-right, at most 3, RTL in fa, close on click, pause on hover. */
export const TOAST_OPTIONS = {
  position: 'bottom-right',
  autoClose: 5000,
  limit: 3,
  closeOnClick: true,
  pauseOnHover: true,
} as const;

export function ToastHost({ rtl }: { rtl: boolean }) {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, toastsWantedOnServer);
  return wanted ? <ToastContainer {...TOAST_OPTIONS} rtl={rtl} /> : null;
}
