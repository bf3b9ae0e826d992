'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { InstallButton } from './install-button';
import { UpdatePrompt } from './update-prompt';
import { useBuildCheck } from './use-build-check';
import { useServiceWorker } from './use-service-worker';

const OFFLINE_NOTICE_MS = 5000;
/** The offline note is news once per browser, not on every visit that starts a fresh session (issue 29). */
const OFFLINE_NOTICE_SEEN = 'tutorly:offline-ready-seen';

function firstOfflineNotice(): boolean {
  try {
    if (window.localStorage.getItem(OFFLINE_NOTICE_SEEN)) return false;
    window.localStorage.setItem(OFFLINE_NOTICE_SEEN, '1');
    return true;
  } catch {
    return false; // storage blocked: a note that may repeat is worse than none
  }
}

/**
 * Installable (spec §4): worker states, update prompt, install button. The app providers load it
 * after the page (components/providers/after-load-effects.tsx); connectivity toasts and the chunk reload guard are there from the start.
 */
export function PwaLayer({ buildId = null }: { buildId?: string | null }) {
  const t = useTranslations('Pwa');
  const { status, checkForUpdate, applyUpdate } = useServiceWorker();
  const [newBuild, setNewBuild] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const onNewBuild = useCallback(() => {
    setNewBuild(true);
    setDismissed(false);
    checkForUpdate(); // the new build's worker installs and waits for the user's yes
  }, [checkForUpdate]);
  useBuildCheck(onNewBuild, buildId);

  const [offlineNotice, setOfflineNotice] = useState(false);
  useEffect(() => {
    if (status === 'needs-refresh') setDismissed(false);
    if (status !== 'offline-ready' || !firstOfflineNotice()) return;
    // A quiet note rather than a toast: toasts are for what needs attention.
    setOfflineNotice(true);
    const timer = window.setTimeout(() => setOfflineNotice(false), OFFLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const offerUpdate = (status === 'needs-refresh' || newBuild) && !dismissed;
  return (
    <>
      {/* Bottom-left on screen in both directions: the toasts own the bottom-right corner (spec §9).
          The corner itself has no size and its items stack upward from it: a box that grew when a note
          joined the button would count as a layout shift on every page. Items grow rightward from it
          in both directions (`items-end` is the left edge in RTL). */}
      <div
        data-pwa-corner
        className="fixed bottom-4 left-4 z-50 flex size-0 flex-col items-start justify-end gap-2 rtl:items-end *:w-max *:max-w-[min(28rem,calc(100vw-2rem))]"
      >
        {offlineNotice && (
          <p role="status" className="rounded-md bg-gray-900 px-3 py-2 text-sm text-white shadow" data-testid="offline-ready">
            {t('offline_ready')}
          </p>
        )}
        {offerUpdate && <UpdatePrompt onUpdate={() => void applyUpdate()} onLater={() => setDismissed(true)} />}
        <InstallButton />
      </div>
    </>
  );
}
