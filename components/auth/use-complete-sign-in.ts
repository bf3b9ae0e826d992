'use client';

import { useCallback } from 'react';
import { authApi } from '@/lib/api/auth';
import { safeRedirectPath } from '@/lib/api/next-step';
import { loadApiClient, setApiAuthToken } from '@/lib/api-client';
import { allowCodeStore, signInFlow, withRedirect } from '@/lib/auth/flow';
import { useRouter } from '@/lib/i18n/router';
import { withoutLocalePrefix } from '@/lib/i18n/routing';
import type { LoginAnswer } from '@/lib/schemas/auth';
import { useAuthStoreApi } from '@/stores/stores-provider';

export type SignInOutcome = 'done' | 'needs-name' | 'set-password';

/** After any successful login: keep the token, load the user, then go where the user was headed. */
export function useCompleteSignIn(redirectUrl: string | null) {
  const router = useRouter();
  const authStore = useAuthStoreApi();

  const leave = useCallback(
    (answerTarget?: string | null) => {
      signInFlow.clear();
      // Where the person was headed first; else where the server sends them (a tutor to /dashboard).
      router.replace(siteTarget(redirectUrl) ?? siteTarget(answerTarget) ?? '/');
      router.refresh();
    },
    [router, redirectUrl],
  );

  const complete = useCallback(
    async (answer: LoginAnswer, passwordPage = '/auth/set-password'): Promise<SignInOutcome> => {
      setApiAuthToken(answer.token);
      const user = await authApi.me(await loadApiClient());
      authStore.getState().setSession(answer.token, user);
      if (answer.set_password_allow_code) {
        allowCodeStore.write(answer.set_password_allow_code);
        router.replace(withRedirect(passwordPage, redirectUrl));
        return 'set-password';
      }
      if (!user.full_name) return 'needs-name';
      leave(answer.redirect_url);
      return 'done';
    },
    [authStore, router, redirectUrl, leave],
  );

  return { complete, leave };
}

/**
 * A checked target without a locale prefix: the locale-aware router adds the page's own, so an
 * `/en-US/...` target must not become `/en-US/en-US/...` (a 404).
 */
function siteTarget(target: string | null | undefined): string | null {
  const path = safeRedirectPath(target);
  return path === null ? null : withoutLocalePrefix(path);
}
