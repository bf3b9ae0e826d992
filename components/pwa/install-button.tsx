'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { recordInstallChoice, toOutcome } from '@/lib/pwa/install-choice';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: string; platform?: string }>;
}

/** Our own install button, shown while the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const t = useTranslations('Pwa');
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault(); // keep the browser's mini-infobar away: our button asks instead
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;

  const install = async () => {
    setOffer(null); // a prompt can be used once
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
