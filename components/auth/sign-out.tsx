'use client';

import { useTranslations } from 'next-intl';
import { authApi } from '@/lib/api/auth';
import { loadApiClient, setApiAuthToken } from '@/lib/api-client';
import { signInFlow } from '@/lib/auth/flow';
import { clearPageCache } from '@/lib/pwa/sw-rules';
import { useRouter } from '@/lib/i18n/router';
import { useAuthStoreApi } from '@/stores/stores-provider';
import { useOnceOnMount } from './use-once-on-mount';

/** Revokes the session on the server, forgets the user here, and goes home (spec §4). */
export function SignOut() {
  const t = useTranslations('Auth');
  const router = useRouter();
  const authStore = useAuthStoreApi();

  useOnceOnMount(async () => {
    try {
      await authApi.logout(await loadApiClient());
    } finally {
      authStore.getState().clear();
      setApiAuthToken(null);
      signInFlow.clear();
      // Pages rendered for this user (with their name) must not reopen offline for the next one.
      await clearPageCache().catch(() => undefined);
      router.replace('/');
      router.refresh();
    }
  });

  return (
    <p role="status" className="text-center">
      {t('signing_out')}
    </p>
  );
}
