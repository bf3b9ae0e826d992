'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** Spec §4: going offline shows an error toast, coming back a success toast. */
export function ConnectivityToasts() {
  const t = useTranslations('Connectivity');
  useEffect(() => {
    const show = (online: boolean) =>
      void import('react-toastify').then(({ toast }) =>
        online
          ? toast.success(t('user_connection_success'), { toastId: 'connectivity-online' })
          : toast.error(t('user_connection_fail'), { toastId: 'connectivity-offline' }),
      );
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
