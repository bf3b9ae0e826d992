'use client';

import { useTranslations } from 'next-intl';
import { authApi } from '@/lib/api/auth';
import { loadApiClient } from '@/lib/api-client';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useOnceOnMount } from './use-once-on-mount';

/**
 * Signs in with a link from an SMS. The POST happens in the page, not on GET, so link previews
 * and prefetchers cannot use up the single-use link. A refused link is reported by the API
 * client (toast) and leads to the login page.
 */
export function ShortcutSignIn({ id }: { id: string }) {
  const t = useTranslations('Auth');
  const { complete } = useCompleteSignIn(null);

  useOnceOnMount(async () => {
    try {
      await complete(await authApi.loginByShortcutLink(await loadApiClient(), id));
    } catch {
      // Reported by the API client's catalogue (400 → toast and the login page).
    }
  });

  return (
    <p role="status" className="text-center">
      {t('signing_in')}
    </p>
  );
}
