'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { recordInstallChoice, toOutcome } from '@/lib/pwa/install-choice';
import { getInstallOffer, getServerInstallOffer, setInstallOffer, subscribeInstallOffer } from '@/lib/pwa/install-offer';

/** Our own install button, shown while the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const t = useTranslations('Pwa');
  const offer = useSyncExternalStore(subscribeInstallOffer, getInstallOffer, getServerInstallOffer);

  if (!offer) return null;

  const install = async () => {
    setInstallOffer(null); // a prompt can be used once
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    recordInstallChoice(toOutcome(outcome), window as unknown as Parameters<typeof recordInstallChoice>[1]);
  };

  // The hint opens to the screen's right: the update prompt may sit right above the button.
  return (
    <Tooltip content={t('install_hint')} position="right">
      <button
        type="button"
        onClick={() => void install()}
        className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('install_action')}
      </button>
    </Tooltip>
  );
}
