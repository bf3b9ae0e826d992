'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { currentSitePath, registerApiNotifier } from '@/lib/api/notifier';
import { useRouter } from '@/lib/i18n/router';
import { showToast } from '@/lib/toast';
import { useGlobalStoreApi } from '@/stores/stores-provider';

/** Connects the API client's error catalogue to toasts, navigation and the error page. */
export function ApiNotifierBridge() {
  const t = useTranslations('Errors');
  const router = useRouter();
  const globalStore = useGlobalStoreApi();

  useEffect(() => {
    registerApiNotifier({
      toastError: (message) => void showToast('error', message),
      // The check comes with the API client's own chunk (its error catalogue follows next_step), not with every page.
      navigate: (path) =>
        void import('@/lib/api/next-step').then(({ safeRedirectPath }) => {
          const target = safeRedirectPath(path, window.location.origin);
          if (target) router.push(target);
        }),
      showErrorPage: (info) => globalStore.getState().showError(info),
      currentPath: () => currentSitePath(window.location),
      messages: {
        unknown: t('unknown'),
        network: t('network'),
        tooManyRequests: (seconds) => (seconds === null ? t('too_many_requests_later') : t('too_many_requests', { seconds })),
      },
    });
    return () => registerApiNotifier(null);
  }, [t, router, globalStore]);

  return null;
}
