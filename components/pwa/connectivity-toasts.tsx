'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { showToast } from '@/lib/toast';

/** Spec §4: going offline shows an error toast, coming back a success toast. */
export function ConnectivityToasts() {
  const t = useTranslations('Connectivity');
  useEffect(() => {
    const show = (online: boolean) =>
      void (online
        ? showToast('success', t('user_connection_success'), { toastId: 'connectivity-online' })
        : showToast('error', t('user_connection_fail'), { toastId: 'connectivity-offline' }));
    const onOnline = () => show(true);
    const onOffline = () => show(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [t]);
  return null;
}
